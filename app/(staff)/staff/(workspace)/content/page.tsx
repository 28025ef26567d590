import Link from "next/link";
import { ArticleTraffic } from "@/components/staff/article-traffic";
import { staffTitle } from "@/components/staff/metadata";
import { staffButton, staffField } from "@/components/staff/styles";
import { formatDateTime, formatDay } from "@/lib/i18n/format";
import { listCities } from "@/lib/content/city-store";
import { SCHEDULE_VIEWS, scheduleMarks, scheduleView, type ScheduleSummary } from "@/lib/content/schedules";
import { listArticles, type ArticleFilter, type ArticleStatus } from "@/lib/content/store";
import { categoryNames } from "@/lib/content/terms";
import { searchContent } from "@/lib/content/workspace-search";
import { articlePath } from "@/lib/routes";
import { SEARCH_QUERY_MAX } from "@/lib/validations/content";
import { errorText, staffTranslator } from "@/lib/staff/messages";
import { requireStaff, type Staff } from "@/lib/staff/session";

export const generateMetadata = staffTitle("content");

const COLUMNS = ["title", "locale", "category", "status", "updated", "french"] as const;
const CITY_COLUMNS = ["city", "province", "status"] as const;
const STATUSES: ArticleStatus[] = ["draft", "published", "changed", "unpublished"];

// The query string as a filter: an unknown value is no filter, so every view stays a link.
function filterOf(query: Record<string, string | string[] | undefined>, categories: Iterable<string>): ArticleFilter {
  const one = (name: string) => (typeof query[name] === "string" ? query[name] : undefined);
  const status = STATUSES.find((s) => s === one("status"));
  const locale = one("locale") === "en" || one("locale") === "fr" ? (one("locale") as "en" | "fr") : undefined;
  const category = [...categories].find((c) => c === one("category"));
  return { status, locale, category, stale: one("stale") === "1" || undefined };
}

// GET /staff/content - editors and administrators: every article in both languages with its status,
// filtered by a plain GET form (status, language, category, French out of date), or searched (q).
export default async function ContentPage({ searchParams }: PageProps<"/staff/content">) {
  const staff = await requireStaff({ role: "editor", returnTo: "/staff/content" });
  const t = staffTranslator(staff.language);
  const query = await searchParams;
  const categories = await categoryNames(staff.language);
  const filter = filterOf(query, categories.keys());
  // With words to search: the matching articles and city pages, best first, each with the passage that matched.
  const q = typeof query.q === "string" ? query.q.trim().slice(0, SEARCH_QUERY_MAX) : "";
  const [results, all, cities, marks] = await Promise.all([q ? searchContent(q, filter) : null, listArticles(q ? {} : filter), listCities(), scheduleMarks()]);
  // Scheduled or failed: each article's mark, read beside the list (the schedules are their own door).
  const schedule = SCHEDULE_VIEWS.find((v) => v === query.schedule);
  const articles = (results?.flatMap((r) => (r.kind === "article" ? [r.summary] : [])) ?? all).filter(
    (a) => !schedule || scheduleView(marks.get(a.id), a.updatedAt) === schedule,
  );
  const snippets = new Map(results?.flatMap((r) => (r.kind === "article" ? [[r.id, r.snippet] as const] : [])));
  // A city page is never scheduled: a schedule filter shows none.
  const cityResults = results?.flatMap((r) => (r.kind === "city" && !schedule ? [r] : []));
  const byId = new Map(all.map((a) => [a.id, a]));

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

      <form
        method="get"
        aria-label={t("content.filters.label")}
        className="mt-4 grid gap-3 rounded-card bg-ink-900 p-4 ring-1 ring-ink-700 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
      >
        <div className="grid gap-1 sm:col-span-2 lg:col-span-6">
          <label htmlFor="content-search" className="text-sm font-medium">
            {t("contentSearch.label")}
          </label>
          <input
            id="content-search"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={SEARCH_QUERY_MAX}
            aria-describedby="content-search-hint"
            className={staffField}
          />
          <span id="content-search-hint" className="text-xs text-fg-subtle">
            {t("contentSearch.hint")}
          </span>
        </div>
        <label className="grid gap-1 text-sm font-medium">
          {t("content.filters.status")}
          <select name="status" defaultValue={filter.status ?? ""} className={staffField}>
            <option value="">{t("content.filters.any")}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`content.statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium">
          {t("content.filters.locale")}
          <select name="locale" defaultValue={filter.locale ?? ""} className={staffField}>
            <option value="">{t("content.filters.anyFeminine")}</option>
            <option value="en">{t("content.locales.en")}</option>
            <option value="fr">{t("content.locales.fr")}</option>
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium">
          {t("content.filters.category")}
          <select name="category" defaultValue={filter.category ?? ""} className={staffField}>
            <option value="">{t("content.filters.anyFeminine")}</option>
            {[...categories].map(([c, name]) => (
              <option key={c} value={c}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium">
          {t("content.filters.schedule")}
          <select name="schedule" defaultValue={schedule ?? ""} className={staffField}>
            <option value="">{t("content.filters.anyFeminine")}</option>
            {SCHEDULE_VIEWS.map((v) => (
              <option key={v} value={v}>
                {t(`content.filters.schedules.${v}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-h-10 items-center gap-2 text-sm">
          <input type="checkbox" name="stale" value="1" defaultChecked={filter.stale} className="size-4" />
          {t("content.filters.stale")}
        </label>
        <button type="submit" className={staffButton}>
          {t("content.filters.apply")}
        </button>
      </form>

      <section aria-labelledby="articles-title" className="mt-6">
        <h2 id="articles-title" className="text-lg font-semibold">
          {t("content.articles")}{" "}
          <span className="text-sm font-normal text-fg-subtle">
            · {q ? t("contentSearch.results", { count: articles.length, query: q }) : t("content.filters.count", { count: articles.length })}
          </span>
        </h2>
        {q && (
          <Link href="/staff/content" className="text-sm text-brand-300 hover:text-brand-200">
            {t("contentSearch.clear")}
          </Link>
        )}
        <ListTable headings={COLUMNS.map((column) => t(`content.columns.${column}`))} minWidth="min-w-[40rem]">
          {articles.map((a) => (
            <tr key={a.id} className="align-top">
              <td className="px-3 py-2">
                <Link href={`/staff/content/articles/${a.id}`} className="font-semibold text-brand-300 hover:text-brand-200">
                  {a.title}
                </Link>
                <span className="block text-xs break-all text-fg-subtle">{a.slug}</span>
                <ArticleTraffic path={articlePath(a.slug, a.locale)} language={staff.language} />
                {snippets.has(a.id) && (
                  // The index's text escaped, its matches in <mark> (lib/content/workspace-search.ts).
                  <p className="mt-1 max-w-prose text-xs text-fg-muted" dangerouslySetInnerHTML={{ __html: snippets.get(a.id)! }} />
                )}
              </td>
              <td className="px-3 py-2">{t(`content.locales.${a.locale}`)}</td>
              <td className="px-3 py-2">{categories.get(a.category) ?? a.category}</td>
              <td className="px-3 py-2">
                {t(`content.statuses.${a.status}`)} <span className="text-fg-subtle">· {t("content.revisionShort", { revision: a.revision })}</span>
                <ScheduleMark mark={marks.get(a.id)} updatedAt={a.updatedAt} staff={staff} />
              </td>
              <td className="px-3 py-2">
                <time dateTime={a.updatedAt}>{formatDay(staff.language, a.updatedAt, staff.timeZone)}</time>
              </td>
              <td className="px-3 py-2">
                {a.locale === "fr" ? (
                  a.frenchOutOfDateSince !== null ? (
                    <span className="text-warning-400">{t("content.outOfDate", { revision: a.frenchOutOfDateSince })}</span>
                  ) : (
                    t("content.upToDate")
                  )
                ) : a.twinId !== null ? (
                  <Link href={`/staff/content/articles/${a.twinId}`} className="text-brand-300 hover:text-brand-200">
                    {byId.get(a.twinId)?.frenchOutOfDateSince != null
                      ? t("content.outOfDate", { revision: byId.get(a.twinId)!.frenchOutOfDateSince! })
                      : t("content.locales.fr")}
                  </Link>
                ) : (
                  <Link href={`/staff/content/articles/new?translationOf=${a.id}`} className="text-fg-muted hover:text-fg">
                    {t("content.newFrench")}
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </ListTable>
      </section>

      <section aria-labelledby="cities-title" className="mt-8">
        <h2 id="cities-title" className="text-lg font-semibold">
          {t("content.cities")}
          {cityResults && (
            <span className="text-sm font-normal text-fg-subtle"> · {t("contentSearch.cityResults", { count: cityResults.length, query: q })}</span>
          )}
        </h2>
        {cityResults ? (
          <ListTable headings={[...CITY_COLUMNS, "locale" as const].map((column) => t(`content.columns.${column}`))} minWidth="min-w-[32rem]">
            {cityResults.map((r) => (
              <tr key={`${r.id}-${r.locale}`} className="align-top">
                <td className="px-3 py-2">
                  <Link href={r.href} className="font-semibold text-brand-300 hover:text-brand-200">
                    {r.title}
                  </Link>
                  {/* The index's text escaped, its matches in <mark> (lib/content/workspace-search.ts). */}
                  <p className="mt-1 max-w-prose text-xs text-fg-muted" dangerouslySetInnerHTML={{ __html: r.snippet }} />
                </td>
                <td className="px-3 py-2">{r.city.provinces[staff.language]}</td>
                <td className="px-3 py-2">{t(`content.statuses.${r.status}`)}</td>
                <td className="px-3 py-2">{t(`content.locales.${r.locale}`)}</td>
              </tr>
            ))}
          </ListTable>
        ) : (
          <ListTable headings={CITY_COLUMNS.map((column) => t(`content.columns.${column}`))} minWidth="min-w-[32rem]">
            {cities.map((city) => (
              <tr key={city.slug}>
                <td className="px-3 py-2">
                  <Link href={`/staff/content/cities/${city.slug}`} className="font-semibold text-brand-300 hover:text-brand-200">
                    {city.names[staff.language]}
                  </Link>
                </td>
                <td className="px-3 py-2">{city.provinces[staff.language]}</td>
                <td className="px-3 py-2">
                  {(["en", "fr"] as const)
                    .map((locale) =>
                      t("content.cityStatus", { language: t(`content.locales.${locale}`), status: t(`content.statuses.${city.locales[locale].status}`) }),
                    )
                    .join(" · ")}
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </section>
    </>
  );
}

// Under an article's status: its next scheduled change, or the last one's failure until the article is
// published or unpublished again.
function ScheduleMark({ mark, updatedAt, staff }: { mark: ScheduleSummary | undefined; updatedAt: string; staff: Staff }) {
  const t = staffTranslator(staff.language);
  const view = scheduleView(mark, updatedAt);
  if (view === "failed" && mark?.failure)
    return <span className="block text-xs text-danger-300">{t("content.listMarks.failed", { reason: errorText(t, mark.failure.reason) })}</span>;
  if (view !== "scheduled" || !mark) return null;
  const time = formatDateTime(staff.language, mark.dueAt, staff.timeZone);
  return (
    <span className="block text-xs text-brand-300">
      <time dateTime={mark.dueAt}>{t(`content.listMarks.scheduled.${mark.action}`, { time })}</time>
    </span>
  );
}

// A list of the content: its headings, then the rows given, scrolling sideways on a narrow screen.
function ListTable({ headings, minWidth, children }: { headings: string[]; minWidth: string; children: React.ReactNode }) {
  return (
    <div className="mt-2 overflow-x-auto rounded-card ring-1 ring-ink-700">
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <thead className="bg-ink-900 text-fg-subtle">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-medium">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-700">{children}</tbody>
      </table>
    </div>
  );
}
