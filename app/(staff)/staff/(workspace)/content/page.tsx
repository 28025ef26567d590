import Link from "next/link";
import { ArticleList } from "@/components/staff/content/article-list";
import { CityList } from "@/components/staff/content/city-list";
import { ContentFilters } from "@/components/staff/content/content-filters";
import { listHref, listQueryOf, sortArticles } from "@/components/staff/content/list-query";
import { staffTitle } from "@/components/staff/metadata";
import { staffButton } from "@/components/staff/styles";
import { listCities } from "@/lib/content/city-store";
import { articlesInReview } from "@/lib/content/review";
import { scheduleMarks, scheduleView } from "@/lib/content/schedules";
import { listArticles } from "@/lib/content/store";
import { categoryNames } from "@/lib/content/terms";
import { searchContent } from "@/lib/content/workspace-search";
import { staffTranslator } from "@/lib/staff/messages";
import { requireStaff } from "@/lib/staff/session";

export const generateMetadata = staffTitle("content");

// GET /staff/content - editors and administrators: the articles in both languages with their status, a
// page at a time, filtered, ordered and searched by the address's query (components/staff/content/
// list-query.ts: a reload or a shared link shows the same list), with bulk actions on the rows chosen;
// then the city pages. Archived articles show only under their status filter.
export default async function ContentPage({ searchParams }: PageProps<"/staff/content">) {
  const staff = await requireStaff({ role: "editor", returnTo: "/staff/content" });
  const t = staffTranslator(staff.language);
  const categories = await categoryNames(staff.language);
  const view = listQueryOf(await searchParams, categories.keys());
  const { filter, q, schedule } = view;
  // With words to search: the matching articles and city pages, best first, each with the passage that matched.
  const [results, all, cities, marks, inReview] = await Promise.all([
    q ? searchContent(q, filter) : null,
    listArticles(q ? {} : filter),
    listCities(),
    scheduleMarks(),
    articlesInReview(),
  ]);
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
          <Link href="/staff/content/health" className="text-sm text-brand-300 hover:text-brand-200">
            {t("contentHealth.link")}
          </Link>
          <Link href="/staff/content/reviews" className="text-sm text-brand-300 hover:text-brand-200">
            {t("content.review.open")}
          </Link>
          <Link href="/staff/content/terms" className="text-sm text-brand-300 hover:text-brand-200">
            {t("content.terms.link")}
          </Link>
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
