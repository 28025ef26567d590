import Link from "next/link";
import { InboxFilters } from "@/components/staff/leads/inbox-filters";
import { ProblemList } from "@/components/staff/problem-list";
import { StatusBadge } from "@/components/staff/status-badge";
import { TimeAgo } from "@/components/staff/times";
import { formatNumber } from "@/lib/i18n/format";
import { sourceOf } from "@/lib/leads/format";
import type { InboxFilter, InboxPage, InboxSort } from "@/lib/leads/workspace";
import { issueText, staffTranslator } from "@/lib/staff/messages";
import type { Staff } from "@/lib/staff/session";
import { cn, lowerFirst } from "@/lib/utils";

// The query's fields, as an error names them.
const FIELDS = ["folder", "kind", "status", "owner", "from", "to", "first", "last", "consent", "language", "q", "after", "sort"] as const;
// Where the rows sit on wide screens (the header row uses the same columns).
const COLUMNS = "sm:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_7rem_6rem_7rem_4rem]";

// The inbox (GET /staff): its filters, what was wrong with the query (the default view is shown
// then, and no export offered), the leads with sortable column headers, and the next page's link.
export function InboxView({
  staff,
  raw,
  filter,
  issues,
  page: { rows, next, asOf: now },
  team,
}: {
  staff: Staff;
  raw: Record<string, string>;
  filter: InboxFilter;
  issues: (Parameters<typeof issueText>[1] & { path: PropertyKey[] })[];
  page: InboxPage & { asOf: number };
  team: { id: string; name: string }[];
}) {
  const t = staffTranslator(staff.language);
  const locale = staff.language;
  const problems = issues.map((issue) => {
    const field = FIELDS.find((f) => f === issue.path[0]) ?? "filter";
    return t("inbox.problem", { field: t(`inbox.fields.${field}`), message: lowerFirst(issueText(t, issue)) });
  });
  const names = new Map(team.map((s) => [s.id, s.name]));
  const base = Object.fromEntries(Object.entries(raw).filter(([key]) => key !== "after"));
  const link = (extra: Record<string, string>, without: string[] = []) =>
    `/staff?${new URLSearchParams({ ...Object.fromEntries(Object.entries(base).filter(([key]) => !without.includes(key))), ...extra }).toString()}`;
  const shown = next ? t("inbox.shownMore", { count: formatNumber(locale, rows.length) }) : t("inbox.shown", { count: rows.length });
  // What every sortable column's header says of the order, for a screen reader.
  const sortedBy = t("inbox.sortedBy", { sort: lowerFirst(t(`inbox.sorts.${filter.sort}`)) });
  const sortLink = (ascending: InboxSort, descending: InboxSort) => link({ sort: filter.sort === ascending ? descending : ascending }, ["sort"]);

  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-h3 font-bold">{filter.folder === "spam" ? t("inbox.spamTitle") : t("inbox.title")}</h1>
        <p className="flex items-center gap-4 text-sm text-fg-muted">
          <span>
            {t(`inbox.sorts.${filter.sort}`)} · {shown}
          </span>
          {issues.length === 0 && (
            <a href={`/staff/downloads/leads?${new URLSearchParams(base).toString()}`} className="font-semibold text-brand-300 hover:text-brand-200">
              {t("inbox.exportCsv")}
            </a>
          )}
        </p>
      </div>

      <InboxFilters raw={raw} filter={filter} team={team} t={t} />
      <ProblemList problems={problems} />

      <div className="mt-4 overflow-hidden rounded-card bg-ink-900 ring-1 ring-ink-700">
        {/* The column headers, on wide screens: each sorts by its column (again: the other way). */}
        <div
          role="group"
          aria-label={t("inbox.columns.label")}
          className={cn("hidden gap-x-4 border-b border-ink-700 px-4 py-2 text-xs font-semibold text-fg-subtle sm:grid", COLUMNS)}
        >
          <SortLink
            href={sortLink("name", "-name")}
            active={filter.sort === "name" || filter.sort === "-name"}
            descending={filter.sort === "-name"}
            label={t("inbox.columns.lead")}
            state={sortedBy}
          />
          <span>{t("inbox.columns.source")}</span>
          <span>{t("inbox.columns.kind")}</span>
          <SortLink
            href={sortLink("status", "-status")}
            active={filter.sort === "status" || filter.sort === "-status"}
            descending={filter.sort === "-status"}
            label={t("inbox.columns.status")}
            state={sortedBy}
          />
          <SortLink
            href={sortLink("owner", "-owner")}
            active={filter.sort === "owner" || filter.sort === "-owner"}
            descending={filter.sort === "-owner"}
            label={t("inbox.columns.owner")}
            state={sortedBy}
          />
          <SortLink
            href={link({ sort: filter.sort === "newest" ? "oldest" : "newest" }, ["sort"])}
            active={filter.sort === "newest" || filter.sort === "oldest"}
            descending={filter.sort === "newest"}
            label={t("inbox.columns.received")}
            state={sortedBy}
            className="justify-self-end"
          />
        </div>
        <ul aria-label={t("inbox.list")} className="divide-y divide-ink-700">
          {rows.map((lead) => (
            <li key={`${lead.kind}-${lead.id}`}>
              <Link
                href={`/staff/leads/${lead.kind}/${lead.id}`}
                className={cn("grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-4 py-3 hover:bg-ink-850", COLUMNS)}
              >
                <span className="min-w-0">
                  <span className="block truncate font-semibold">{lead.name}</span>
                  <span className="block truncate text-sm text-fg-muted">{lead.company ?? lead.email}</span>
                </span>
                <span className="text-right text-sm text-fg-subtle sm:order-last">
                  <TimeAgo at={lead.createdAt} now={now} locale={locale} timeZone={staff.timeZone} />
                </span>
                <span className="truncate text-sm text-fg-muted">{sourceOf(lead.firstSource, lead.referrer)}</span>
                <span className="text-sm text-fg-muted">{lead.kind === "demo" ? t("kinds.demo") : t("kinds.contact")}</span>
                <span>
                  <StatusBadge status={lead.status} label={t(`status.${lead.status}`)} />
                </span>
                <span className="truncate text-sm text-fg-muted">
                  {lead.ownerId ? (names.get(lead.ownerId) ?? t("common.formerStaff")) : t("common.unassigned")}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {next && (
        <p className="mt-4 text-right">
          <Link href={link(next)} className="text-sm font-semibold text-brand-300 hover:text-brand-200">
            {filter.sort === "newest" ? t("inbox.older") : t("inbox.next")}
          </Link>
        </p>
      )}
    </>
  );
}

// A column header that sorts by its column; the active one shows its direction.
function SortLink({
  href,
  label,
  active,
  descending,
  state,
  className,
}: {
  href: string;
  label: string;
  active: boolean;
  descending: boolean;
  state: string;
  className?: string;
}) {
  return (
    <Link href={href} aria-current={active ? "true" : undefined} className={cn("hover:text-fg", active && "text-fg", className)}>
      {label}
      {active && (
        <>
          <span aria-hidden="true"> {descending ? "↓" : "↑"}</span>
          <span className="sr-only"> ({state})</span>
        </>
      )}
    </Link>
  );
}
