import type { Metadata } from "next";
import Link from "next/link";
import { auditActions, listAudit } from "@/lib/staff/audit";
import { requireStaff } from "@/lib/staff/session";
import { staffField, staffButton } from "@/components/staff/styles";

export const metadata: Metadata = { title: "Audit log" };


// GET /staff/audit - administrators only: every sign-in attempt, export, change and erasure, newest
// first. Read-only: nothing in the site edits or deletes these rows.
export default async function AuditPage({ searchParams }: PageProps<"/staff/audit">) {
  await requireStaff({ role: "admin", returnTo: "/staff/audit" });
  const query = await searchParams;
  const text = (key: string) => (typeof query[key] === "string" && query[key] !== "" ? String(query[key]).slice(0, 254) : undefined);
  const before = /^\d{1,12}$/.test(text("before") ?? "") ? Number(text("before")) : undefined;
  const [entries, actions] = await Promise.all([listAudit({ action: text("action"), actor: text("actor"), before }), auditActions()]);
  const older = entries.length === 100 ? entries.at(-1)!.id : null;

  return (
    <>
      <h1 className="text-h3 font-bold">Audit log</h1>
      <form method="get" className="mt-4 flex flex-wrap items-end gap-2 rounded-card bg-ink-900 p-3 ring-1 ring-ink-700">
        <label className="grid gap-1 text-xs text-fg-muted">
          Action
          <select name="action" defaultValue={text("action") ?? ""} className={staffField}>
            <option value="">Any</option>
            {actions.map((a) => (
              <option key={a}>{a}</option>
            ))}
          </select>
        </label>
        <label className="grid flex-1 gap-1 text-xs text-fg-muted">
          Who (e-mail)
          <input name="actor" type="email" defaultValue={text("actor")} className={staffField} />
        </label>
        <button type="submit" className={staffButton}>
          Filter
        </button>
      </form>
      <ol aria-label="Audit entries" className="mt-4 divide-y divide-ink-700 rounded-card bg-ink-900 text-sm ring-1 ring-ink-700">
        {entries.map((entry) => (
          <li key={entry.id} className="grid gap-1 px-4 py-2.5 sm:grid-cols-[11rem_9rem_1fr]">
            <time dateTime={entry.createdAt} className="text-fg-subtle">
              {entry.createdAt.slice(0, 19).replace("T", " ")} UTC
            </time>
            <span className="font-semibold">{entry.action}</span>
            <span className="min-w-0 break-words text-fg-muted">
              {entry.actorEmail ?? "site"}
              {entry.target && <> → {entry.target}</>}
              {entry.ip && <span className="text-fg-subtle"> · {entry.ip}</span>}
              {entry.detail && <span className="block text-xs text-fg-subtle">{entry.detail}</span>}
            </span>
          </li>
        ))}
        {entries.length === 0 && <li className="px-4 py-3 text-fg-muted">No entries match.</li>}
      </ol>
      {older && (
        <p className="mt-4 text-right text-sm">
          <Link href={`/staff/audit?${new URLSearchParams({ ...(text("action") && { action: text("action")! }), ...(text("actor") && { actor: text("actor")! }), before: String(older) })}`} className="font-semibold text-brand-300">
            Older entries →
          </Link>
        </p>
      )}
    </>
  );
}
