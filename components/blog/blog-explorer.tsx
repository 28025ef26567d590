"use client";

import { useSyncExternalStore } from "react";
import { ChartLine, FileChartColumn, LayoutDashboard, X } from "lucide-react";
import type { ArticleCategory } from "@/content/blog-categories";
import { CATEGORY_PARAM, categoryFilterValue, categoryOfFilterValue } from "@/lib/fragments";
import type { Locale } from "@/lib/i18n/locale";
import { cn } from "@/lib/utils";
import { ArticleCard, type ArticleCardData } from "./article-card";

const icons = { "Digital Analytics": ChartLine, "Marketing Reporting": FileChartColumn, "Advertising Dashboard": LayoutDashboard };

// A category card, in the page's language: its name, description, "44 articles" and the list's
// heading once it is chosen.
export interface CategoryCard {
  id: ArticleCategory;
  label: string;
  description: string;
  count: string;
  heading: string;
}

// The filter lives in the address so a filtered list can be shared: ?category=Digital%20Analytics on
// the English blog, ?categorie=analytique-numerique on the French one (lib/fragments.ts). The page is
// prerendered with every article (the server snapshot is "no filter"); a shared link applies its
// filter right after hydration.
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}
const categoryFromUrl = (locale: Locale) => categoryOfFilterValue(locale, new URLSearchParams(window.location.search).get(CATEGORY_PARAM[locale]));
function setCategoryInUrl(locale: Locale, next: ArticleCategory | null) {
  const query = next ? `?${new URLSearchParams({ [CATEGORY_PARAM[locale]]: categoryFilterValue(locale, next) })}` : "";
  window.history.replaceState(null, "", `${window.location.pathname}${query}`);
  for (const listener of listeners) listener();
}

export function BlogExplorer({
  locale,
  articles,
  categories,
  labels,
}: {
  locale: Locale;
  articles: ArticleCardData[];
  categories: CategoryCard[];
  labels: { all: string; clearFilter: string };
}) {
  const category = useSyncExternalStore(
    subscribe,
    () => categoryFromUrl(locale),
    () => null,
  );
  const shown = category ? articles.filter((a) => a.category === category) : articles;
  const chosen = categories.find((c) => c.id === category);
  const labelOf = (id: string) => categories.find((c) => c.id === id)?.label ?? id;

  return (
    <>
      <ul className="grid gap-4 md:grid-cols-3">
        {categories.map((c) => {
          const Icon = icons[c.id];
          const active = category === c.id;
          return (
            <li key={c.id} className="min-w-0">
              <button
                type="button"
                aria-pressed={active}
                onClick={() => setCategoryInUrl(locale, active ? null : c.id)}
                className={cn(
                  "flex h-full w-full flex-col rounded-card border p-6 text-left transition-colors",
                  active ? "border-brand-400 bg-brand-600/15 shadow-glow" : "border-ink-700 bg-ink-900/80 hover:border-brand-400/50",
                )}
              >
                <span className="flex items-center justify-between gap-3">
                  <Icon className="size-6 shrink-0 text-brand-300" aria-hidden="true" />
                  <span className="text-sm font-semibold text-gold-300">{c.count}</span>
                </span>
                <span className="mt-4 text-lg font-semibold">{c.label}</span>
                <span className="mt-1.5 text-sm text-fg-muted">{c.description}</span>
              </button>
            </li>
          );
        })}
      </ul>

      <div className="mt-12 flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-h3 font-semibold" aria-live="polite">
          {chosen ? chosen.heading : labels.all}
        </h2>
        {category && (
          <button
            type="button"
            onClick={() => setCategoryInUrl(locale, null)}
            className="inline-flex items-center gap-1.5 rounded-full bg-ink-800 px-4 py-2 text-sm font-medium text-fg ring-1 ring-ink-600 hover:bg-ink-700"
          >
            <X className="size-4" aria-hidden="true" />
            {labels.clearFilter}
          </button>
        )}
      </div>

      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((article) => (
          <li key={article.id} className="render-when-visible min-w-0 [contain-intrinsic-block-size:auto_18rem]">
            <ArticleCard article={article} categoryLabel={labelOf(article.category)} />
          </li>
        ))}
      </ul>
    </>
  );
}
