import Link from "next/link";
import { staffButton } from "@/components/staff/styles";
import type { CitySummary } from "@/lib/content/city-store";
import { scheduleView, type ScheduleSummary } from "@/lib/content/schedules";
import type { ArticleSummary } from "@/lib/content/store";
import type { SearchResult } from "@/lib/content/workspace-search";
import { staffTranslator } from "@/lib/staff/messages";
import type { Staff } from "@/lib/staff/session";
import { ArticleList } from "./article-list";
import { CityList } from "./city-list";
import { ContentFilters } from "./content-filters";
import { listHref, sortArticles, type ListQuery } from "./list-query";

// The content list (GET /staff/content): the links to the content's other pages, the filters, the
// articles (or, with words to search, the matching ones best first, each with the passage that
// matched), then the city pages.
export function ContentListView({
  staff,
  view,
  categories,
  results,
  all,
  cities,
  marks,
  inReview,
}: {
  staff: Staff;
  view: ListQuery;
  categories: Map<string, string>;
  results: SearchResult[] | null;
  all: ArticleSummary[];
  cities: CitySummary[];
  marks: Map<number, ScheduleSummary>;
  inReview: Set<number>;
}) {
  const t = staffTranslator(staff.language);
  const { q, schedule } = view;
  // Scheduled or failed: each article's mark, read beside the list (the schedules are their own door).
  const found = results?.flatMap((r) => (r.kind === "article" ? [r.summary] : [])) ?? all;
  const articles = sortArticles(
    found.filter((a) => !schedule || scheduleView(marks.get(a.id), a.updatedAt) === schedule),
    view.sort,
    staff.language,
  );
  const snippets = new Map(results?.flatMap((r) => (r.kind === "article" ? [[r.id, r.snippet] as const] : [])));
  // The schedule filter is the articles' (a city page shows its schedules in its editor): the search's city pages are left out under it.
  const cityResults = results?.filter((r) => r.kind === "city" && !schedule);

  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-h3 font-bold">{t("content.title")}</h1>
        <div className="flex flex-wrap items-center gap-3">
          {(
            [
              ["/staff/content/health", "contentHealth.link"],
              ["/staff/content/reviews", "content.review.open"],
              ["/staff/content/terms", "content.terms.link"],
            ] as const
          ).map(([href, label]) => (
            <Link key={href} href={href} className="text-sm text-brand-300 hover:text-brand-200">
              {t(label)}
            </Link>
          ))}
          <Link
            href="/staff/content/media"
            className="inline-flex h-10 items-center rounded-control px-4 text-sm font-semibold ring-1 ring-ink-600 hover:bg-ink-800"
          >
            {t("content.media.link")}
          </Link>
          <Link href="/staff/content/articles/new" className={`${staffButton} inline-flex items-center`}>
            {t("content.newArticle")}
          </Link>
        </div>
      </div>
      <p className="mt-1 max-w-2xl text-sm text-fg-muted">{t("content.intro")}</p>

      <ContentFilters view={view} language={staff.language} categories={categories} />

      <section aria-labelledby="articles-title" className="mt-6">
        <h2 id="articles-title" className="text-lg font-semibold">
          {t("content.articles")}{" "}
          <span className="text-sm font-normal text-fg-subtle">
            · {q ? t("contentSearch.results", { count: articles.length, query: q }) : t("content.filters.count", { count: articles.length })}
          </span>
        </h2>
        {q && (
          <Link href={listHref(view, { q: "", page: 1 })} className="text-sm text-brand-300 hover:text-brand-200">
            {t("contentSearch.clear")}
          </Link>
        )}
        <ArticleList
          staff={staff}
          view={view}
          articles={articles}
          byId={new Map(all.map((a) => [a.id, a]))}
          marks={marks}
          snippets={snippets}
          inReview={inReview}
          categories={categories}
        />
      </section>

      <CityList staff={staff} cities={cities} results={cityResults} q={q} />
    </>
  );
}
