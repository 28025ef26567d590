import Link from "next/link";
import { ArticleTraffic } from "@/components/staff/article-traffic";
import { formatDay, formatNumber } from "@/lib/i18n/format";
import type { ScheduleSummary } from "@/lib/content/schedules";
import type { ArticleSummary } from "@/lib/content/store";
import { articlePath } from "@/lib/routes";
import { staffTranslator, type StaffTranslator } from "@/lib/staff/messages";
import type { Staff } from "@/lib/staff/session";
import { BulkSelection, RowBox, SelectAllBox, type BulkAction } from "./bulk-selection";
import { statusKey } from "./content-api";
import { bulkCopy } from "./editor-copy";
import { listHref, pageOf, type ListQuery } from "./list-query";
import { ListTable, ScheduleMark } from "./list-table";

const COLUMNS = ["title", "locale", "category", "status", "updated", "french"] as const;

interface ArticleListProps {
  staff: Staff;
  view: ListQuery;
  // The articles the view shows, in its order; a page of them is drawn.
  articles: ArticleSummary[];
  // Every article by id (a French twin's staleness), the schedule marks, and a search's passages.
  byId: Map<number, ArticleSummary>;
  marks: Map<number, ScheduleSummary>;
  snippets: Map<number, string>;
  // The articles with a submission waiting for review ("In review").
  inReview: Set<number>;
  // Each category's name in the account's language, by its slug.
  categories: Map<string, string>;
}

// The content list's articles: one page of PAGE_SIZE, a checkbox on each row for the bulk actions, and
// the pages as links keeping the rest of the address.
export function ArticleList({ staff, view, articles, byId, marks, snippets, inReview, categories }: ArticleListProps) {
  const t = staffTranslator(staff.language);
  const shown = pageOf(articles, view.page);
  const archive = view.filter.status === "archived";
  const actions: BulkAction[] = archive ? ["unarchive", "delete"] : ["publish", "unpublish", "archive", "delete"];
  const number = (n: number) => formatNumber(staff.language, n);
  return (
    <>
      <p className="text-sm text-fg-muted">{t("content.filters.shown", { from: number(shown.from), to: number(shown.to), count: number(articles.length) })}</p>
      <BulkSelection articles={shown.items.map((a) => ({ id: a.id, title: a.title }))} actions={actions} copy={bulkCopy(staff.language)}>
        <ListTable headings={[<SelectAllBox key="all" />, ...COLUMNS.map((column) => t(`content.columns.${column}`))]} minWidth="min-w-[44rem]">
          {shown.items.map((a) => (
            <tr key={a.id} className="align-top">
              <td className="px-3 py-2">
                <RowBox id={a.id} title={a.title} />
              </td>
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
                {t(`content.statuses.${statusKey(a.status, inReview.has(a.id))}`)}{" "}
                <span className="text-fg-subtle">· {t("content.revisionShort", { revision: a.revision })}</span>
                <ScheduleMark mark={marks.get(a.id)} updatedAt={a.updatedAt} staff={staff} />
              </td>
              <td className="px-3 py-2">
                <time dateTime={a.updatedAt}>{formatDay(staff.language, a.updatedAt, staff.timeZone)}</time>
              </td>
              <td className="px-3 py-2">
                <FrenchCell article={a} byId={byId} t={t} />
              </td>
            </tr>
          ))}
        </ListTable>
      </BulkSelection>
      <Pages view={view} page={shown.page} pages={shown.pages} t={t} />
    </>
  );
}

// An English article's French adaptation (or the link to write one); a French one's staleness.
function FrenchCell({ article: a, byId, t }: { article: ArticleSummary; byId: Map<number, ArticleSummary>; t: StaffTranslator }) {
  if (a.locale === "fr")
    return a.frenchOutOfDateSince !== null ? (
      <span className="text-warning-400">{t("content.outOfDate", { revision: a.frenchOutOfDateSince })}</span>
    ) : (
      t("content.upToDate")
    );
  if (a.twinId === null)
    return (
      <Link href={`/staff/content/articles/new?translationOf=${a.id}`} className="text-fg-muted hover:text-fg">
        {t("content.newFrench")}
      </Link>
    );
  const since = byId.get(a.twinId)?.frenchOutOfDateSince;
  return (
    <Link href={`/staff/content/articles/${a.twinId}`} className="text-brand-300 hover:text-brand-200">
      {since != null ? t("content.outOfDate", { revision: since }) : t("content.locales.fr")}
    </Link>
  );
}

// Previous, each page's number, next: links to the same view at another page (none when one page holds it).
function Pages({ view, page, pages, t }: { view: ListQuery; page: number; pages: number; t: StaffTranslator }) {
  if (pages <= 1) return null;
  const link = "inline-flex h-10 min-w-10 items-center justify-center rounded-control px-3 text-sm ring-1 ring-ink-600 hover:bg-ink-800";
  return (
    <nav aria-label={t("content.pages.label")} className="mt-3">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <Link href={listHref(view, { page: page - 1 })} rel="prev" className={link}>
              {t("content.pages.previous")}
            </Link>
          </li>
        )}
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link
              href={listHref(view, { page: n })}
              aria-current={n === page ? "page" : undefined}
              aria-label={t(n === page ? "content.pages.current" : "content.pages.page", { page: n })}
              className={n === page ? `${link} bg-brand-600 font-semibold text-white ring-brand-600 hover:bg-brand-600` : link}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < pages && (
          <li>
            <Link href={listHref(view, { page: page + 1 })} rel="next" className={link}>
              {t("content.pages.next")}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
