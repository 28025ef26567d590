import { SCHEDULE_VIEWS, type ScheduleView } from "@/lib/content/schedules";
import type { ArticleFilter, ArticleStatus, ArticleSummary } from "@/lib/content/store";
import { SEARCH_QUERY_MAX } from "@/lib/validations/content";

// The content list's view as its address says it (issue 50, item 4): the filters, the search words,
// the order and the page are all in the query string, so a reload or a shared link shows the same list,
// and every page and view is a plain link. An unknown value is no filter.

export const STATUSES: ArticleStatus[] = ["draft", "published", "changed", "unpublished", "archived"];
export const SORTS = ["language", "updated", "title"] as const;
export type Sort = (typeof SORTS)[number];
export const PAGE_SIZE = 25;

export interface ListQuery {
  filter: ArticleFilter;
  schedule: ScheduleView | undefined;
  q: string;
  sort: Sort;
  page: number;
}

type Query = Record<string, string | string[] | undefined>;

// `categories`: the slugs of the categories the workspace keeps (lib/content/terms.ts).
export function listQueryOf(query: Query, categories: Iterable<string>): ListQuery {
  const one = (name: string) => (typeof query[name] === "string" ? query[name] : undefined);
  const status = STATUSES.find((s) => s === one("status"));
  const locale = one("locale") === "en" || one("locale") === "fr" ? (one("locale") as "en" | "fr") : undefined;
  const category = [...categories].find((c) => c === one("category"));
  const page = Number(one("page"));
  return {
    filter: { status, locale, category, stale: one("stale") === "1" || undefined },
    schedule: SCHEDULE_VIEWS.find((v) => v === one("schedule")),
    q: (one("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX),
    sort: SORTS.find((s) => s === one("sort")) ?? "language",
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

// The address of this view with some of it changed (a page, a cleared search); defaults are left out.
export function listHref(view: ListQuery, change: Partial<ListQuery> = {}): string {
  const next = { ...view, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.filter.status) params.set("status", next.filter.status);
  if (next.filter.locale) params.set("locale", next.filter.locale);
  if (next.filter.category) params.set("category", next.filter.category);
  if (next.filter.stale) params.set("stale", "1");
  if (next.schedule) params.set("schedule", next.schedule);
  if (next.sort !== "language") params.set("sort", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  const query = params.toString();
  return query ? `/staff/content?${query}` : "/staff/content";
}

// The list's order: as stored (language, newest first), last changed first, or by title in the
// account's language's collation. A search keeps its own order (best first) unless one is asked.
export function sortArticles(articles: ArticleSummary[], sort: Sort, language: string): ArticleSummary[] {
  if (sort === "updated") return articles.toSorted((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);
  if (sort === "title") {
    const collator = new Intl.Collator(language, { sensitivity: "base", numeric: true });
    return articles.toSorted((a, b) => collator.compare(a.title, b.title) || a.id - b.id);
  }
  return articles;
}

// One page of a list, and where it sits: a page past the end shows the last one.
export function pageOf<T>(items: T[], page: number): { items: T[]; page: number; pages: number; from: number; to: number } {
  const pages = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const start = (current - 1) * PAGE_SIZE;
  const shown = items.slice(start, start + PAGE_SIZE);
  return { items: shown, page: current, pages, from: shown.length ? start + 1 : 0, to: start + shown.length };
}
