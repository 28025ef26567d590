"use client";

import { useState } from "react";
import { ChevronDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/ui/search-input";
import type { GlossaryFilter, GlossaryTerm } from "@/content/glossary";
import { formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { matchesQuery } from "@/lib/content/search";
import { cn } from "@/lib/utils";

// Spec section 2: sixteen term cards show first; 'Load More Terms' reveals the rest.
export const INITIAL_TERMS = 16;

// The explorer's words, in the page's language. `showing` has {shown} and {total} slots;
// `categories` are the filters in order, each with the label shown on its chip and on term badges.
export interface GlossaryExplorerLabels {
  heading: string;
  search: string;
  placeholder: string;
  filter: string;
  showing: string;
  empty: string;
  example: string;
  loadMore: string;
  categories: { id: GlossaryFilter; label: string }[];
}

export function GlossaryExplorer({ terms, labels, locale }: { terms: GlossaryTerm[]; labels: GlossaryExplorerLabels; locale: Locale }) {
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<GlossaryFilter>("All Terms");
  const [showAll, setShowAll] = useState(false);
  const categoryLabel = new Map(labels.categories.map((c) => [c.id, c.label]));

  const matching = terms.filter((t) => (category === "All Terms" || t.category === category) && matchesQuery(query, t.term, t.definition, t.example));
  const shown = showAll ? matching : matching.slice(0, INITIAL_TERMS);
  const counts: Record<string, string> = { shown: formatNumber(locale, shown.length), total: formatNumber(locale, matching.length) };

  return (
    <div>
      <h2 className="sr-only">{labels.heading}</h2>
      <SearchInput id="glossary-search" label={labels.search} placeholder={labels.placeholder} value={query} onChange={setQuery} />
      <ul className="mt-5 flex flex-wrap gap-2" aria-label={labels.filter}>
        {labels.categories.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              aria-pressed={category === c.id}
              onClick={() => setCategory(c.id)}
              className={cn(
                "rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition-colors",
                category === c.id ? "bg-brand-600 text-white ring-brand-400" : "bg-ink-900 text-fg-muted ring-ink-600 hover:text-fg",
              )}
            >
              {c.label}
            </button>
          </li>
        ))}
      </ul>
      <p className="mt-5 text-sm text-fg-subtle" aria-live="polite">
        {labels.showing.replace(/\{(\w+)\}/g, (slot, name: string) => counts[name] ?? slot)}
      </p>

      {matching.length === 0 ? (
        <p className="mt-6 rounded-card border border-ink-700 bg-ink-900/80 p-6 text-fg-muted">{labels.empty}</p>
      ) : (
        <ul className="mt-6 grid gap-5 md:grid-cols-2">
          {shown.map((t) => (
            <li key={t.term} className="min-w-0">
              <article className="h-full rounded-card border border-ink-700 bg-ink-900/80 p-6">
                <div className="flex items-start justify-between gap-3">
                  <h3 className="min-w-0 text-lg font-semibold">{t.term}</h3>
                  <span className="shrink-0 rounded-full bg-brand-600/20 px-2.5 py-0.5 text-xs font-semibold text-brand-200 ring-1 ring-brand-400/30">
                    {categoryLabel.get(t.category) ?? t.category}
                  </span>
                </div>
                <p className="mt-3 leading-relaxed text-fg-muted">{t.definition}</p>
                <p className="mt-4 rounded-control bg-ink-800 p-3 text-sm leading-relaxed">
                  <span className="font-semibold text-gold-300">{labels.example} </span>
                  {t.example}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}

      {!showAll && matching.length > INITIAL_TERMS && (
        <div className="mt-8 text-center">
          <Button variant="secondary" onClick={() => setShowAll(true)}>
            <ChevronDown className="size-4" aria-hidden="true" />
            {labels.loadMore}
          </Button>
        </div>
      )}
    </div>
  );
}
