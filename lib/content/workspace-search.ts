import "server-only";
import type { ContentKind } from "@/db/enums";
import { HIT_END, HIT_START, searchIndex, SearchTooBroadError } from "@/db/search";
import type { Locale } from "@/lib/i18n/locale";
import { CONTENT_KINDS } from "@/lib/content/kinds";
import type { Listed } from "@/lib/content/kinds/kind";
import type { ArticleFilter } from "@/lib/content/store";
import { ContentError } from "@/lib/content/document";
import { getPublishedArticles } from "@/lib/content/articles";
import { cityLabels, getAllCities } from "@/lib/content/cities";
import { matchesQuery } from "@/lib/content/search";
import { contentIn } from "@/lib/i18n/content";
import { articlePath, cityPath, localePath } from "@/lib/routes";

// The workspace's search over both languages (db/search.ts: FTS5 or tsvector): the articles, and each
// language of each city page, through the content list's own filters. A found document is shown when
// it passes them, in the index's order; a city page has no category and no twin to fall behind, so a
// filter on either shows no city.

const RESULTS_MAX = 50;

// A document found: its kind's listing (./kinds/kind.ts), and the index's words about it.
export type SearchResult = Listed & {
  locale: Locale;
  // HTML: the text escaped, each match in <mark>.
  snippet: string;
  rank: number;
};

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

// The index's snippet as HTML a page may show: every character of the article's text escaped, then
// the index's match markers (characters no text holds) turned into <mark>.
export const snippetHtml = (snippet: string) =>
  snippet
    .replace(/[&<>"']/g, (c) => ESCAPES[c]!)
    .replaceAll(HIT_START, "<mark>")
    .replaceAll(HIT_END, "</mark>");

// GET /staff/api/content/search: the articles and city pages matching every word of `query` (an
// empty query finds nothing: the list without one is the content list), best first. The engines
// search its first eight distinct words, off the request's thread or within a time limit
// (db/search.ts); a search the engine gave up on is refused on its field (400).
export async function searchContent(query: string, filter: ArticleFilter = {}): Promise<SearchResult[]> {
  if (!query.trim()) return [];
  const hits = await searchIndex.search(query, { locale: filter.locale, limit: RESULTS_MAX }).catch((error: unknown) => {
    throw error instanceof SearchTooBroadError ? new ContentError("searchTooBroad", 400, { field: "q" }) : error;
  });
  if (hits.length === 0) return [];
  // Each kind found, read once through its adapter with the list's filter.
  const kinds = [...new Set(hits.map((hit) => hit.docKind))];
  const listed = new Map(await Promise.all(kinds.map(async (kind) => [kind, await CONTENT_KINDS[kind].listed(filter)] as const)));
  return hits.flatMap((hit): SearchResult[] => {
    const shown = listed.get(hit.docKind)?.(hit.docId, hit.locale);
    return shown ? [{ ...shown, locale: hit.locale, snippet: snippetHtml(hit.snippet), rank: hit.rank }] : [];
  });
}

export interface LinkTarget {
  title: string;
  path: string;
  kind: "page" | ContentKind;
}

const LINK_TARGETS_MAX = 20;

// GET /staff/api/content/link-targets: what the editor's link picker offers in an article's language, the
// site's pages (the site map's titles, lib/routes.ts's addresses), its published articles (newest first)
// and its city pages, those whose title or address hold every word of `query` (accents ignored), at
// most 20; an empty query offers the first of them. Drafts are never offered: a link to one is refused
// at publish.
export async function linkTargets(query: string, locale: Locale): Promise<LinkTarget[]> {
  const { siteLinks } = contentIn(locale, "links");
  const pages = siteLinks.flatMap((link): LinkTarget[] =>
    link.href && link.title && link.sitemap && !link.lang ? [{ title: link.title, path: localePath(link.href, locale), kind: "page" }] : [],
  );
  const articles = (await getPublishedArticles(undefined, locale))
    .reverse()
    .map((article): LinkTarget => ({ title: article.title, path: articlePath(article.slug, locale), kind: "article" }));
  const cities = (await getAllCities()).map((city): LinkTarget => {
    const { name, province } = cityLabels(city, locale);
    return { title: `${name}, ${province}`, path: cityPath(city.slug, locale), kind: "city" };
  });
  const seen = new Set<string>();
  return [...pages, ...articles, ...cities]
    .filter((target) => !seen.has(target.path) && seen.add(target.path) && matchesQuery(query, target.title, target.path))
    .slice(0, LINK_TARGETS_MAX);
}
