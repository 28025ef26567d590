import { AuditView } from "@/components/staff/audit/audit-log";
import { staffTitle } from "@/components/staff/metadata";
import { auditActions, listAudit } from "@/lib/staff/audit";
import { requireStaff } from "@/lib/staff/session";

export const generateMetadata = staffTitle("audit");

// GET /staff/audit - administrators only: every sign-in attempt, export, change and erasure, newest
// first. Read-only: nothing in the site edits or deletes these rows.
export default async function AuditPage({ searchParams }: PageProps<"/staff/audit">) {
  const staff = await requireStaff({ role: "admin", returnTo: "/staff/audit" });
  const query = await searchParams;
  const text = (key: string) => (typeof query[key] === "string" && query[key] !== "" ? String(query[key]).slice(0, 254) : undefined);
  const before = /^\d{1,12}$/.test(text("before") ?? "") ? Number(text("before")) : undefined;
  const filter = { action: text("action"), actor: text("actor") };
  const [entries, actions] = await Promise.all([listAudit({ ...filter, before }), auditActions()]);
  return <AuditView staff={staff} filter={filter} entries={entries} actions={actions} />;
}
