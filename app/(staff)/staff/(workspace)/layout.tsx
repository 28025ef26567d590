import Link from "next/link";
import { staffTranslator } from "@/lib/staff/messages";
import { requireStaff } from "@/lib/staff/session";

// Every page in here is for signed-in staff only; each page also asks requireStaff itself (a layout
// does not re-run on every navigation), and admin pages ask for the admin role. The header and
// the navigation are left out of print (staff.css).
export default async function WorkspaceLayout({ children }: { children: React.ReactNode }) {
  const staff = await requireStaff({ allowWithout2fa: true });
  const t = staffTranslator(staff.language);
  // An editor works on the content alone; administrators see every page.
  const content = ["/staff/content", t("nav.content")];
  const links =
    staff.role === "editor"
      ? [content]
      : [
          ["/staff/dashboard", t("nav.dashboard")],
          ["/staff", t("nav.inbox")],
          ["/staff/meetings", t("nav.meetings")],
          ["/staff?folder=spam", t("nav.spam")],
          ["/staff/availability", t("nav.availability")],
          ...(staff.role === "admin"
            ? [
                content,
                ["/staff/team", t("nav.team")],
                ["/staff/assignment", t("nav.assignment")],
                ["/staff/privacy", t("nav.privacy")],
                ["/staff/audit", t("nav.audit")],
              ]
            : []),
        ];
  return (
    <div className="min-h-dvh">
      <header data-print="hide" className="border-b border-ink-700 bg-ink-900">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <Link href={staff.role === "editor" ? "/staff/content" : "/staff"} className="font-bold">
            Torque <span className="text-brand-300">{staff.role === "editor" ? t("nav.content") : t("nav.brand")}</span>
          </Link>
          <nav aria-label={t("nav.label")} className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-fg-muted">
            {links.map(([href, label]) => (
              <Link key={href} href={href!} className="hover:text-fg">
                {label}
              </Link>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-3 text-sm">
            <Link href="/staff/account" className="text-fg-muted hover:text-fg">
              {staff.name} <span className="text-fg-subtle">({t(`roles.${staff.role}`)})</span>
            </Link>
            <form method="post" action="/staff/sign-out">
              <button type="submit" className="rounded-control px-2 py-1 text-fg-muted ring-1 ring-ink-600 hover:text-fg">
                {t("nav.signOut")}
              </button>
            </form>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
    </div>
  );
}
