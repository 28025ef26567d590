import type { Metadata } from "next";
import Link from "next/link";
import { LeadAge } from "@/components/staff/lead-age";
import { StatusBadge } from "@/components/staff/status-badge";
import { inboxFilterSchema, LEAD_STATUSES, listInbox, listStaff, type InboxFilter } from "@/lib/leads/workspace";
import { sourceOf } from "@/lib/leads/format";
import { requireStaff } from "@/lib/staff/session";
import { staffField, staffButton } from "@/components/staff/styles";

export const metadata: Metadata = { title: "Inbox" };

const FILTERS = ["kind", "status", "owner", "consent", "language", "from", "to", "first", "last"];

// GET /staff - demo requests and contact messages in one list, newest first, filtered by the query
// string (a plain GET form, so every view is a link a colleague can open).
export default async function InboxPage({ searchParams }: PageProps<"/staff">) {
  const raw = Object.fromEntries(Object.entries(await searchParams).filter(([, v]) => typeof v === "string" && v !== "")) as Record<string, string>;
  const staff = await requireStaff({ returnTo: "/staff" });
  const parsed = inboxFilterSchema.safeParse(raw);
  const filter: InboxFilter = parsed.success ? parsed.data : { folder: "inbox" };
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${String(i.path[0] ?? "filter")}: ${i.message}`);
  const [{ rows, next, asOf: now }, team] = await Promise.all([listInbox(filter, staff), listStaff()]);
  const names = new Map(team.map((s) => [s.id, s.name]));
  const pageLink = (after: string) => `/staff?${new URLSearchParams({ ...raw, after }).toString()}`;

  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-h3 font-bold">{filter.folder === "spam" ? "Spam" : "Inbox"}</h1>
        <p className="flex items-center gap-4 text-sm text-fg-muted">
          <span>Newest first · {rows.length === 0 ? "no leads match" : `${rows.length}${next ? "+" : ""} shown`}</span>
          {parsed.success && (
            <a href={`/staff/export?${new URLSearchParams(Object.entries(raw).filter(([key]) => key !== "after")).toString()}`} className="font-semibold text-brand-300 hover:text-brand-200">
              Export CSV
            </a>
          )}
        </p>
      </div>

      <form method="get" action="/staff" className="mt-4 rounded-card bg-ink-900 p-3 ring-1 ring-ink-700">
        <input type="hidden" name="folder" value={filter.folder} />
        <div className="flex items-end gap-2">
          <label className="grid flex-1 gap-1 text-xs text-fg-muted">
            Search name, e-mail, company
            <input name="q" defaultValue={raw.q} className={staffField} />
          </label>
          <button type="submit" className={staffButton}>
            Filter
          </button>
          <Link href={filter.folder === "spam" ? "/staff?folder=spam" : "/staff"} className="h-10 content-center px-1 text-sm text-fg-muted hover:text-fg">
            Clear
          </Link>
        </div>
        {/* Closed on a phone until used; open whenever one of these filters is set. */}
        <details open={FILTERS.some((name) => raw[name] !== undefined)} className="mt-2">
          <summary className="cursor-pointer text-sm text-brand-300 select-none">More filters</summary>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
            <Filter label="Kind">
              <select name="kind" defaultValue={raw.kind ?? ""} className={staffField}>
                <option value="">All</option>
                <option value="demo">Demo requests</option>
                <option value="contact">Contact messages</option>
              </select>
            </Filter>
            <Filter label="Status">
              <select name="status" defaultValue={raw.status ?? ""} className={staffField}>
                <option value="">Any</option>
                {LEAD_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </Filter>
            <Filter label="Owner">
              <select name="owner" defaultValue={raw.owner ?? ""} className={staffField}>
                <option value="">Anyone</option>
                <option value="me">Me</option>
                <option value="none">Unassigned</option>
                {team.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            </Filter>
            <Filter label="Consent">
              <select name="consent" defaultValue={raw.consent ?? ""} className={staffField}>
                <option value="">Any</option>
                <option value="yes">Express</option>
                <option value="no">None given</option>
              </select>
            </Filter>
            <Filter label="Language">
              <select name="language" defaultValue={raw.language ?? ""} className={staffField}>
                <option value="">Any</option>
                <option value="en">English</option>
                <option value="fr">French</option>
              </select>
            </Filter>
            <Filter label="From">
              <input type="date" name="from" defaultValue={raw.from} className={staffField} />
            </Filter>
            <Filter label="To">
              <input type="date" name="to" defaultValue={raw.to} className={staffField} />
            </Filter>
            <Filter label="First-touch source">
              <input name="first" defaultValue={raw.first} placeholder="google" className={staffField} />
            </Filter>
            <Filter label="Last-touch source">
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

      <ul aria-label="Leads" className="mt-4 divide-y divide-ink-700 overflow-hidden rounded-card bg-ink-900 ring-1 ring-ink-700">
        {rows.map((lead) => (
          <li key={`${lead.kind}-${lead.id}`}>
            <Link
              href={`/staff/leads/${lead.kind}/${lead.id}`}
              className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-4 py-3 hover:bg-ink-850 sm:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_7rem_6rem_7rem_4rem]"
            >
              <span className="min-w-0">
                <span className="block truncate font-semibold">{lead.name}</span>
                <span className="block truncate text-sm text-fg-muted">{lead.company ?? lead.email}</span>
              </span>
              <span className="text-right text-sm text-fg-subtle sm:order-last">
                <LeadAge at={lead.createdAt} now={now} />
              </span>
              <span className="truncate text-sm text-fg-muted">{sourceOf(lead.firstSource, lead.referrer)}</span>
              <span className="text-sm text-fg-muted">{lead.kind === "demo" ? "Demo" : "Contact"}</span>
              <span>
                <StatusBadge status={lead.status} />
              </span>
              <span className="truncate text-sm text-fg-muted">{lead.ownerId ? (names.get(lead.ownerId) ?? "Former staff") : "Unassigned"}</span>
            </Link>
          </li>
        ))}
      </ul>
      {next && (
        <p className="mt-4 text-right">
          <Link href={pageLink(next)} className="text-sm font-semibold text-brand-300 hover:text-brand-200">
            Older leads →
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
