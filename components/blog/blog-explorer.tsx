"use client";

import { useSyncExternalStore } from "react";
import { ChartLine, FileChartColumn, LayoutDashboard, X } from "lucide-react";
import { ARTICLE_CATEGORIES, categoryDescriptions, type ArticleCategory } from "@/content/blog-categories";
import { listDay, readTimeMinutes } from "@/lib/content/blog-display";
import { cn } from "@/lib/utils";
import { ArticleCard, type ArticleCardData } from "./article-card";

const icons = { "Digital Analytics": ChartLine, "Marketing Reporting": FileChartColumn, "Advertising Dashboard": LayoutDashboard };

// The filter lives in ?category= so a filtered list can be shared. The page is prerendered with every
// article (the server snapshot is "no filter"); a shared link applies its filter right after hydration.
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}
function categoryFromUrl(): ArticleCategory | null {
  const requested = new URLSearchParams(window.location.search).get("category");
  return ARTICLE_CATEGORIES.find((c) => c === requested) ?? null;
}
function setCategoryInUrl(next: ArticleCategory | null) {
  window.history.replaceState(null, "", next ? `?category=${encodeURIComponent(next)}` : window.location.pathname);
  for (const listener of listeners) listener();
}

export function BlogExplorer({
  articles,
  counts,
  today,
}: {
  articles: ArticleCardData[];
  counts: Record<ArticleCategory, number>;
  today: string;
}) {
  const category = useSyncExternalStore(subscribe, categoryFromUrl, () => null);
  const shown = category ? articles.filter((a) => a.category === category) : articles;

  return (
    <>
      <ul className="grid gap-4 md:grid-cols-3">
        {ARTICLE_CATEGORIES.map((name) => {
          const Icon = icons[name];
          const active = category === name;
          return (
            <li key={name}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => setCategoryInUrl(active ? null : name)}
                className={cn(
                  "flex h-full w-full flex-col rounded-card border p-6 text-left transition-colors",
                  active ? "border-brand-400 bg-brand-600/15 shadow-glow" : "border-ink-700 bg-ink-900/80 hover:border-brand-400/50",
                )}
              >
                <span className="flex items-center justify-between">
                  <Icon className="size-6 text-brand-300" aria-hidden="true" />
                  <span className="text-sm font-semibold text-gold-300">{counts[name]} articles</span>
                </span>
                <span className="mt-4 text-lg font-semibold">{name}</span>
                <span className="mt-1.5 text-sm text-fg-muted">{categoryDescriptions[name]}</span>
              </button>
            </li>
          );
        })}
      </ul>

      <div className="mt-12 flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-h3 font-semibold" aria-live="polite">
          {category ? `${category}: ${shown.length} articles` : `All articles (${shown.length})`}
        </h2>
        {category && (
          <button
            type="button"
            onClick={() => setCategoryInUrl(null)}
            className="inline-flex items-center gap-1.5 rounded-full bg-ink-800 px-4 py-2 text-sm font-medium text-fg ring-1 ring-ink-600 hover:bg-ink-700"
          >
            <X className="size-4" aria-hidden="true" />
            Clear Filter
          </button>
        )}
      </div>

      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((article, position) => (
          <li key={article.id} className="render-when-visible [contain-intrinsic-block-size:auto_18rem]">
            <ArticleCard article={article} day={listDay(today, position)} readTime={readTimeMinutes(article.id)} />
          </li>
        ))}
      </ul>
    </>
  );
}
