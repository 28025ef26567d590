import Link from "next/link";
import { requireStaff } from "@/lib/staff/session";

const links = [
  ["/staff", "Inbox"],
  ["/staff?folder=spam", "Spam"],
] as const;
const adminLinks = [
  ["/staff/team", "Team"],
  ["/staff/privacy", "Privacy"],
  ["/staff/audit", "Audit log"],
] as const;

// Every page in here is for signed-in staff only; each page also asks requireStaff itself (a layout
// does not re-run on every navigation), and admin pages ask for the admin role.
export default async function WorkspaceLayout({ children }: { children: React.ReactNode }) {
  const staff = await requireStaff({ allowWithout2fa: true });
  return (
    <div className="min-h-dvh">
      <header className="border-b border-ink-700 bg-ink-900">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <Link href="/staff" className="font-bold">
            Torque <span className="text-brand-300">Sales</span>
          </Link>
          <nav aria-label="Workspace" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-fg-muted">
            {[...links, ...(staff.role === "admin" ? adminLinks : [])].map(([href, label]) => (
              <Link key={href} href={href} className="hover:text-fg">
                {label}
              </Link>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-3 text-sm">
            <Link href="/staff/account" className="text-fg-muted hover:text-fg">
              {staff.name} <span className="text-fg-subtle">({staff.role})</span>
            </Link>
            <form method="post" action="/staff/sign-out">
              <button type="submit" className="rounded-control px-2 py-1 text-fg-muted ring-1 ring-ink-600 hover:text-fg">
                Sign out
              </button>
            </form>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
    </div>
  );
}
