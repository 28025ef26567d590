import Link from "next/link";
import { categoryLabel } from "@/components/blog/blog-copy";
import { staffTitle } from "@/components/staff/metadata";
import { staffButton, staffField } from "@/components/staff/styles";
import { ARTICLE_CATEGORIES } from "@/content/blog-categories";
import { formatDay } from "@/lib/i18n/format";
import { listCities } from "@/lib/content/city-store";
import { listArticles, type ArticleFilter, type ArticleStatus } from "@/lib/content/store";
import { staffTranslator } from "@/lib/staff/messages";
import { requireStaff } from "@/lib/staff/session";

export const generateMetadata = staffTitle("content");

const COLUMNS = ["title", "locale", "category", "status", "updated", "french"] as const;
const CITY_COLUMNS = ["city", "province", "status"] as const;
const STATUSES: ArticleStatus[] = ["draft", "published", "changed", "unpublished"];

// The query string as a filter: an unknown value is no filter, so every view stays a link.
function filterOf(query: Record<string, string | string[] | undefined>): ArticleFilter {
  const one = (name: string) => (typeof query[name] === "string" ? query[name] : undefined);
  const status = STATUSES.find((s) => s === one("status"));
  const locale = one("locale") === "en" || one("locale") === "fr" ? (one("locale") as "en" | "fr") : undefined;
  const category = ARTICLE_CATEGORIES.find((c) => c === one("category"));
  return { status, locale, category, stale: one("stale") === "1" || undefined };
}

// GET /staff/content - editors and administrators: every article in both languages with its status,
// filtered by a plain GET form (status, language, category, French out of date).
export default async function ContentPage({ searchParams }: PageProps<"/staff/content">) {
  const staff = await requireStaff({ role: "editor", returnTo: "/staff/content" });
  const t = staffTranslator(staff.language);
  const filter = filterOf(await searchParams);
  const [articles, cities] = await Promise.all([listArticles(filter), listCities()]);
  const byId = new Map(articles.map((a) => [a.id, a]));

  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-h3 font-bold">{t("content.title")}</h1>
        <div className="flex flex-wrap gap-2">
          <Link href="/staff/content/reviews" className="inline-flex h-10 items-center rounded-control px-4 text-sm ring-1 ring-ink-600 hover:bg-ink-800">
            {t("content.review.open")}
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
        className="mt-4 grid gap-3 rounded-card bg-ink-900 p-4 ring-1 ring-ink-700 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      >
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
            <option value="">{t("content.filters.any")}</option>
            <option value="en">{t("content.locales.en")}</option>
            <option value="fr">{t("content.locales.fr")}</option>
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium">
          {t("content.filters.category")}
          <select name="category" defaultValue={filter.category ?? ""} className={staffField}>
            <option value="">{t("content.filters.any")}</option>
            {ARTICLE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(staff.language, c)}
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
          {t("content.articles")} <span className="text-sm font-normal text-fg-subtle">· {t("content.filters.count", { count: articles.length })}</span>
        </h2>
        <ListTable headings={COLUMNS.map((column) => t(`content.columns.${column}`))} minWidth="min-w-[40rem]">
          {articles.map((a) => (
            <tr key={a.id} className="align-top">
              <td className="px-3 py-2">
                <Link href={`/staff/content/articles/${a.id}`} className="font-semibold text-brand-300 hover:text-brand-200">
                  {a.title}
                </Link>
                <span className="block text-xs break-all text-fg-subtle">{a.slug}</span>
              </td>
              <td className="px-3 py-2">{t(`content.locales.${a.locale}`)}</td>
              <td className="px-3 py-2">{categoryLabel(staff.language, a.category)}</td>
              <td className="px-3 py-2">
                {t(`content.statuses.${a.status}`)} <span className="text-fg-subtle">· r{a.revision}</span>
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
        </h2>
        <ListTable headings={CITY_COLUMNS.map((column) => t(`content.columns.${column}`))} minWidth="min-w-[32rem]">
          {cities.map((city) => (
            <tr key={city.slug}>
              <td className="px-3 py-2">
                <Link href={`/staff/content/cities/${city.slug}`} className="font-semibold text-brand-300 hover:text-brand-200">
                  {city.cityName}
                </Link>
              </td>
              <td className="px-3 py-2">{city.province}</td>
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
      </section>
    </>
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
