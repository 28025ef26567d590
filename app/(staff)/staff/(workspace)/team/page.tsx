import { staffTitle } from "@/components/staff/metadata";
import { AddMemberForm, MemberActions, type TeamCopy } from "@/components/staff/team-forms";
import { formatDay } from "@/lib/i18n/format";
import { messagesOf } from "@/lib/i18n/messages";
import { staffTranslator } from "@/lib/staff/messages";
import { isStaffRole, requireStaff } from "@/lib/staff/session";
import { listTeam } from "@/lib/staff/team";

export const generateMetadata = staffTitle("team");

// GET /staff/team - administrators only: who can sign in to the workspace, and with which role.
export default async function TeamPage() {
  const admin = await requireStaff({ role: "admin", returnTo: "/staff/team" });
  const team = await listTeam();
  const t = staffTranslator(admin.language);
  const words = messagesOf(admin.language, "staff");
  const copy: TeamCopy = { ...words.team, roles: words.roles, saving: words.common.saving, unreachable: words.common.unreachable, failed: words.common.failed };
  return (
    <>
      <h1 className="text-h3 font-bold">{t("team.title")}</h1>
      <p className="mt-1 max-w-2xl text-sm text-fg-muted">{t("team.intro")}</p>
      <section aria-label={t("team.add")} className="mt-4 rounded-card bg-ink-900 p-4 ring-1 ring-ink-700">
        <AddMemberForm copy={copy} />
      </section>
      <ul aria-label={t("team.list")} className="mt-4 divide-y divide-ink-700 rounded-card bg-ink-900 ring-1 ring-ink-700">
        {team.map((m) => (
          <li key={m.id} className="grid gap-2 px-4 py-3 md:grid-cols-[minmax(0,1fr)_auto] md:items-start">
            <div className="min-w-0">
              <p className="font-semibold">
                {m.name} <span className="text-sm font-normal text-fg-subtle">· {t(`roles.${isStaffRole(m.role) ? m.role : "sales"}`)}</span>
                {m.banned && <span className="ml-2 rounded-full bg-danger-600/20 px-2 py-0.5 text-xs text-danger-300">{t("team.locked")}</span>}
              </p>
              <p className="truncate text-sm text-fg-muted">
                {t("team.line", {
                  email: m.email,
                  twoFactor: m.twoFactor ? t("team.twoFactorOn") : t("team.twoFactorOff"),
                  date: formatDay(admin.language, m.createdAt, admin.timeZone),
                })}
              </p>
            </div>
            {m.id === admin.id ? (
              <p className="text-sm text-fg-subtle">{t("common.you")}</p>
            ) : (
              <MemberActions
                id={m.id}
                name={m.name}
                role={m.role ?? "sales"}
                locked={Boolean(m.banned)}
                labels={{ form: t("team.change", { name: m.name }), name: t("team.nameOf", { name: m.name }), role: t("team.roleOf", { name: m.name }) }}
                copy={copy}
              />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
