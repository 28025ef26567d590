import type { Metadata } from "next";
import { AddMemberForm, MemberActions } from "@/components/staff/team-forms";
import { requireStaff } from "@/lib/staff/session";
import { listTeam } from "@/lib/staff/team";

export const metadata: Metadata = { title: "Team" };

// GET /staff/team - administrators only: who can sign in to the workspace, and with which role.
export default async function TeamPage() {
  const admin = await requireStaff({ role: "admin", returnTo: "/staff/team" });
  const team = await listTeam();
  return (
    <>
      <h1 className="text-h3 font-bold">Team</h1>
      <p className="mt-1 max-w-2xl text-sm text-fg-muted">
        Sales accounts work leads; administrators also manage the team, privacy requests and the audit log. A new account gets a one-time password to change after signing in.
      </p>
      <section aria-label="Add a staff member" className="mt-4 rounded-card bg-ink-900 p-4 ring-1 ring-ink-700">
        <AddMemberForm />
      </section>
      <ul aria-label="Staff" className="mt-4 divide-y divide-ink-700 rounded-card bg-ink-900 ring-1 ring-ink-700">
        {team.map((m) => (
          <li key={m.id} className="grid gap-2 px-4 py-3 md:grid-cols-[minmax(0,1fr)_auto] md:items-start">
            <div className="min-w-0">
              <p className="font-semibold">
                {m.name} <span className="text-sm font-normal text-fg-subtle">· {m.role}</span>
                {m.banned && <span className="ml-2 rounded-full bg-danger-600/20 px-2 py-0.5 text-xs text-danger-300">locked</span>}
              </p>
              <p className="truncate text-sm text-fg-muted">
                {m.email} · two-factor {m.twoFactor ? "on" : "off"} · added {m.createdAt.toISOString().slice(0, 10)}
              </p>
            </div>
            {m.id === admin.id ? <p className="text-sm text-fg-subtle">You</p> : <MemberActions id={m.id} name={m.name} role={m.role ?? "sales"} locked={Boolean(m.banned)} />}
          </li>
        ))}
      </ul>
    </>
  );
}
