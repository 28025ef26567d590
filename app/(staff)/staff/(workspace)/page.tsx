import Link from "next/link";
import { redirect } from "next/navigation";
import { DateInput } from "@/components/staff/date-input";
import { LanguageOptions, OwnerOptions } from "@/components/staff/filter-options";
import { staffTitle } from "@/components/staff/metadata";
import { StatusBadge } from "@/components/staff/status-badge";
import { staffButton, staffField } from "@/components/staff/styles";
import { TimeAgo } from "@/components/staff/times";
import { formatNumber } from "@/lib/i18n/format";
import { sourceOf } from "@/lib/leads/format";
import { INBOX_SORTS, inboxFilterSchema, LEAD_STATUSES, listInbox, listStaff, type InboxFilter, type InboxSort } from "@/lib/leads/workspace";
import { issueText, staffTranslator } from "@/lib/staff/messages";
import { hasRole, requireStaff } from "@/lib/staff/session";
import { cn, lowerFirst } from "@/lib/utils";

// The spam folder is titled as such (it is the same page, ?folder=spam).
export const generateMetadata = async ({ searchParams }: PageProps<"/staff">) => staffTitle((await searchParams).folder === "spam" ? "spam" : "inbox")();

const FILTERS = ["kind", "status", "owner", "consent", "language", "from", "to", "first", "last", "sort"];
// The query's fields, as an error names them.
const FIELDS = ["folder", "kind", "status", "owner", "from", "to", "first", "last", "consent", "language", "q", "after", "sort"] as const;
// Where the rows sit on wide screens (the header row uses the same columns).
const COLUMNS = "sm:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_7rem_6rem_7rem_4rem]";

// GET /staff - demo requests and contact messages in one list, newest first or sorted by a column,
// filtered by the query string (a plain GET form, so every view is a link a colleague can open).
export default async function InboxPage({ searchParams }: PageProps<"/staff">) {
  const raw = Object.fromEntries(Object.entries(await searchParams).filter(([, v]) => typeof v === "string" && v !== "")) as Record<string, string>;
  const staff = await requireStaff({ returnTo: "/staff" });
  // The workspace's home after signing in: the inbox, or for an editor (no leads) the content list.
  if (!hasRole(staff, "sales")) redirect("/staff/content");
  const t = staffTranslator(staff.language);
  const dateCopy = { placeholder: t("common.datePlaceholder"), format: t("common.dateFormat") };
  const locale = staff.language;
  const parsed = inboxFilterSchema.safeParse(raw);
  const filter: InboxFilter = parsed.success ? parsed.data : { folder: "inbox", sort: "newest" };
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const field = FIELDS.find((f) => f === issue.path[0]) ?? "filter";
        return t("inbox.problem", { field: t(`inbox.fields.${field}`), message: lowerFirst(issueText(t, issue)) });
      });
  const [{ rows, next, asOf: now }, team] = await Promise.all([listInbox(filter, staff), listStaff()]);
  const names = new Map(team.map((s) => [s.id, s.name]));
  const base = Object.fromEntries(Object.entries(raw).filter(([key]) => key !== "after"));
  const link = (extra: Record<string, string>, without: string[] = []) =>
    `/staff?${new URLSearchParams({ ...Object.fromEntries(Object.entries(base).filter(([key]) => !without.includes(key))), ...extra }).toString()}`;
  const shown = next ? t("inbox.shownMore", { count: formatNumber(locale, rows.length) }) : t("inbox.shown", { count: rows.length });
  const sortLink = (ascending: InboxSort, descending: InboxSort) => link({ sort: filter.sort === ascending ? descending : ascending }, ["sort"]);

  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-h3 font-bold">{filter.folder === "spam" ? t("inbox.spamTitle") : t("inbox.title")}</h1>
        <p className="flex items-center gap-4 text-sm text-fg-muted">
          <span>
            {t(`inbox.sorts.${filter.sort}`)} · {shown}
          </span>
          {parsed.success && (
            <a href={`/staff/downloads/leads?${new URLSearchParams(base).toString()}`} className="font-semibold text-brand-300 hover:text-brand-200">
              {t("inbox.exportCsv")}
            </a>
          )}
        </p>
      </div>

      <form method="get" action="/staff" className="mt-4 rounded-card bg-ink-900 p-3 ring-1 ring-ink-700">
        <input type="hidden" name="folder" value={filter.folder} />
        <div className="flex items-end gap-2">
          <label className="grid flex-1 gap-1 text-xs text-fg-muted">
            {t("inbox.search")}
            <input name="q" defaultValue={raw.q} className={staffField} />
          </label>
          <button type="submit" className={staffButton}>
            {t("inbox.filter")}
          </button>
          <Link href={filter.folder === "spam" ? "/staff?folder=spam" : "/staff"} className="h-10 content-center px-1 text-sm text-fg-muted hover:text-fg">
            {t("inbox.clear")}
          </Link>
        </div>
        {/* Closed on a phone until used; open whenever one of these filters is set. */}
        <details open={FILTERS.some((name) => raw[name] !== undefined)} className="mt-2">
          <summary className="cursor-pointer text-sm text-brand-300 select-none">{t("inbox.moreFilters")}</summary>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
            <Filter label={t("inbox.labels.kind")}>
              <select name="kind" defaultValue={raw.kind ?? ""} className={staffField}>
                <option value="">{t("inbox.options.all")}</option>
                <option value="demo">{t("kinds.demoRequests")}</option>
                <option value="contact">{t("kinds.contactMessages")}</option>
              </select>
            </Filter>
            <Filter label={t("inbox.labels.status")}>
              <select name="status" defaultValue={raw.status ?? ""} className={staffField}>
                <option value="">{t("inbox.options.any")}</option>
                {LEAD_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`status.${s}`)}
                  </option>
                ))}
              </select>
            </Filter>
            <Filter label={t("inbox.labels.owner")}>
              <select name="owner" defaultValue={raw.owner ?? ""} className={staffField}>
                <OwnerOptions team={team} anyone={t("inbox.options.anyone")} me={t("inbox.options.me")} t={t} />
              </select>
            </Filter>
            <Filter label={t("inbox.labels.consent")}>
              <select name="consent" defaultValue={raw.consent ?? ""} className={staffField}>
                <option value="">{t("inbox.options.any")}</option>
                <option value="yes">{t("inbox.options.express")}</option>
                <option value="no">{t("inbox.options.none")}</option>
              </select>
            </Filter>
            <Filter label={t("inbox.labels.language")}>
              <select name="language" defaultValue={raw.language ?? ""} className={staffField}>
                <LanguageOptions any={t("inbox.options.anyFeminine")} t={t} />
              </select>
            </Filter>
            <Filter label={t("inbox.labels.from")}>
              <DateInput name="from" defaultValue={raw.from} copy={dateCopy} className={staffField} />
            </Filter>
            <Filter label={t("inbox.labels.to")}>
              <DateInput name="to" defaultValue={raw.to} copy={dateCopy} className={staffField} />
            </Filter>
            <Filter label={t("inbox.labels.sort")}>
              <select name="sort" defaultValue={filter.sort} className={staffField}>
                {INBOX_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {t(`inbox.sorts.${s}`)}
                  </option>
                ))}
              </select>
            </Filter>
            <Filter label={t("inbox.labels.first")}>
              <input name="first" defaultValue={raw.first} placeholder="google" className={staffField} />
            </Filter>
            <Filter label={t("inbox.labels.last")}>
              <input name="last" defaultValue={raw.last} placeholder="newsletter" className={staffField} />
            </Filter>
          </div>
        </details>
      </form>

      {problems.length > 0 && (
        <ul role="alert" className="mt-3 rounded-control bg-danger-600/15 p-3 text-sm text-danger-300">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}

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
            state={t("inbox.sortedBy", { sort: lowerFirst(t(`inbox.sorts.${filter.sort}`)) })}
          />
          <span>{t("inbox.columns.source")}</span>
          <span>{t("inbox.columns.kind")}</span>
          <SortLink
            href={sortLink("status", "-status")}
            active={filter.sort === "status" || filter.sort === "-status"}
            descending={filter.sort === "-status"}
            label={t("inbox.columns.status")}
            state={t("inbox.sortedBy", { sort: lowerFirst(t(`inbox.sorts.${filter.sort}`)) })}
          />
          <SortLink
            href={sortLink("owner", "-owner")}
            active={filter.sort === "owner" || filter.sort === "-owner"}
            descending={filter.sort === "-owner"}
            label={t("inbox.columns.owner")}
            state={t("inbox.sortedBy", { sort: lowerFirst(t(`inbox.sorts.${filter.sort}`)) })}
          />
          <SortLink
            href={link({ sort: filter.sort === "newest" ? "oldest" : "newest" }, ["sort"])}
            active={filter.sort === "newest" || filter.sort === "oldest"}
            descending={filter.sort === "newest"}
            label={t("inbox.columns.received")}
            state={t("inbox.sortedBy", { sort: lowerFirst(t(`inbox.sorts.${filter.sort}`)) })}
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

// One of the inbox's filters, with its visible label.
function Filter({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <label className="grid gap-1 text-xs text-fg-muted">
      {label}
      {children}
    </label>
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
