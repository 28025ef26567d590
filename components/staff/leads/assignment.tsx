import { AssignmentForm, type AssignmentCopy } from "@/components/staff/assignment-form";
import { formatDateTime, formatTimeZoneName, formatWeeklyHours } from "@/lib/i18n/format";
import { messagesOf } from "@/lib/i18n/messages";
import { businessTimeConfig, PROVINCES } from "@/lib/leads/business-time";
import type { getRouting } from "@/lib/leads/routing";
import { staffTranslator } from "@/lib/staff/messages";
import type { Staff } from "@/lib/staff/session";

// The assignment page (GET /staff/assignment): who changed the rules last, then the form: the rule,
// the fallback, the reminders' thresholds within business hours, each sales account's territory.
export function AssignmentView({ admin, routing: { settings, accounts } }: { admin: Staff; routing: Awaited<ReturnType<typeof getRouting>> }) {
  const t = staffTranslator(admin.language);
  const words = messagesOf(admin.language, "staff");
  // BUSINESS_HOURS in the account's language: « lun.-ven. 9 h-17 h », "Mon–Fri 9 a.m.–5 p.m.".
  const hours = businessTimeConfig();
  const copy: AssignmentCopy = {
    ...words.assignment,
    provinceNames: Object.fromEntries(PROVINCES.map((p) => [p, words.dashboard.provinces[p]])),
    languageNames: words.languages,
    saving: words.common.saving,
    unreachable: words.common.unreachable,
    failed: words.common.failed,
  };
  return (
    <>
      <h1 className="text-h3 font-bold">{t("assignment.title")}</h1>
      <p className="mt-1 max-w-2xl text-sm text-fg-muted">{t("assignment.intro")}</p>
      {settings.updatedAt && settings.updatedBy && (
        <p className="mt-1 text-xs text-fg-subtle">
          {t("assignment.lastChange", { time: formatDateTime(admin.language, settings.updatedAt, admin.timeZone), email: settings.updatedBy })}
        </p>
      )}
      <AssignmentForm
        copy={copy}
        hoursHint={t("assignment.hoursHint", {
          hours: formatWeeklyHours(admin.language, hours.week),
          zone: formatTimeZoneName(admin.language, hours.timeZone),
        })}
        settings={{
          rule: settings.rule,
          fallback: settings.fallback,
          remindAfterHours: settings.remindAfterMinutes / 60,
          escalateAfterHours: settings.escalateAfterMinutes / 60,
        }}
        accounts={accounts.map(({ id, name, email, provinces, languages }) => ({
          id,
          name,
          email,
          provinces,
          languages,
          label: t("assignment.territoryOf", { name }),
        }))}
      />
    </>
  );
}
