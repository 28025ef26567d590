import "server-only";
import { HIT_END, HIT_START, searchIndex } from "@/db/search";
import type { Locale } from "@/lib/i18n/locale";
import { listArticles, type ArticleFilter, type ArticleStatus, type ArticleSummary } from "@/lib/content/store";

// The workspace's search over both languages (db/search.ts: FTS5 or tsvector), through the content
// list's own filters: a found article is shown when it passes them, in the index's order.

const RESULTS_MAX = 50;

export interface SearchResult {
  id: number;
  locale: Locale;
  title: string;
  slug: string;
  status: ArticleStatus;
  // HTML: the text escaped, each match in <mark>.
  snippet: string;
  rank: number;
  summary: ArticleSummary;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

// The index's snippet as HTML a page may show: every character of the article's text escaped, then
// the index's match markers (characters no text holds) turned into <mark>.
export const snippetHtml = (snippet: string) =>
  snippet
    .replace(/[&<>"']/g, (c) => ESCAPES[c]!)
    .replaceAll(HIT_START, "<mark>")
    .replaceAll(HIT_END, "</mark>");

// GET /staff/api/content/search: the articles matching every word of `query` (an empty query finds
// nothing: the list without one is the content list), best first.
export async function searchArticles(query: string, filter: ArticleFilter = {}): Promise<SearchResult[]> {
  if (!query.trim()) return [];
  const hits = await searchIndex.search(query, { locale: filter.locale, limit: RESULTS_MAX });
  if (hits.length === 0) return [];
  const shown = new Map((await listArticles(filter)).map((summary) => [summary.id, summary]));
  return hits.flatMap((hit) => {
    const summary = shown.get(hit.docId);
    if (!summary) return [];
    const { id, locale, title, slug, status } = summary;
    return [{ id, locale, title, slug, status, snippet: snippetHtml(hit.snippet), rank: hit.rank, summary }];
  });
}
