"use client";

import { useState } from "react";
import { Accordion } from "@/components/ui/accordion";
import { SearchInput } from "@/components/ui/search-input";
import type { FaqGroup } from "@/content/faq";
import { matchesQuery } from "@/lib/content/search";

// The explorer's words, in the page's language. `matches[n]` says how many questions match, for
// every possible n, with the visitor's words in a {query} slot.
export interface FaqExplorerLabels {
  search: string;
  placeholder: string;
  matches: string[];
  summary: string;
  empty: string;
}

// The question groups, filtered as the visitor types.
export function FaqExplorer({ groups, labels }: { groups: FaqGroup[]; labels: FaqExplorerLabels }) {
  const [query, setQuery] = useState("");
  const shown = groups
    .map((g) => ({ ...g, questions: g.questions.filter((q) => matchesQuery(query, q.question, q.answer)) }))
    .filter((g) => g.questions.length > 0);
  const count = shown.reduce((n, g) => n + g.questions.length, 0);
  const trimmed = query.trim();

  return (
    <div className="min-w-0">
      <SearchInput id="faq-search" label={labels.search} placeholder={labels.placeholder} value={query} onChange={setQuery} />
      <p className="mt-3 text-sm text-fg-subtle" aria-live="polite">
        {trimmed ? (labels.matches[count] ?? "").replace("{query}", () => trimmed) : labels.summary}
      </p>
      {shown.length === 0 && <p className="mt-8 rounded-card border border-ink-700 bg-ink-900/80 p-6 text-fg-muted">{labels.empty}</p>}
      <div className="mt-6 space-y-12">
        {shown.map((group) => (
          <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`}>
            <h2 id={`${group.id}-title`} className="mb-4 text-h3 font-semibold">
              {group.title}
            </h2>
            <Accordion items={group.questions} idPrefix={group.id} />
          </section>
        ))}
      </div>
    </div>
  );
}
