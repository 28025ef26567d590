import Link from "next/link";
import { AvailabilityForm } from "@/components/staff/availability-form";
import { busyAhead, weekForForm, type Rep } from "@/lib/booking/availability";
import { formatDateTime, formatTimeZoneName } from "@/lib/i18n/format";
import { messagesOf } from "@/lib/i18n/messages";
import { PROVINCES } from "@/lib/leads/business-time";
import { staffTranslator } from "@/lib/staff/messages";
import type { Staff } from "@/lib/staff/session";
import { CANADIAN_TIME_ZONES } from "@/lib/time-zones";

// The availability page (GET /staff/availability): whose hours these are, the other sales accounts
// (for an administrator), the calendar feed's state, then the form.
export function AvailabilityView({ staff, rep, reps }: { staff: Staff; rep: Rep & { active: boolean }; reps: Rep[] }) {
  const t = staffTranslator(staff.language);
  const words = messagesOf(staff.language, "staff");
  const zones = [...new Set([rep.timeZone, ...CANADIAN_TIME_ZONES])].map(
    (zone) => [zone, `${formatTimeZoneName(staff.language, zone)} (${zone})`] as [string, string],
  );
  const reason = (error: string) => {
    const key = error.split(":")[0] as keyof typeof words.availability.feedErrors;
    return Object.hasOwn(words.availability.feedErrors, key) ? t(`availability.feedErrors.${key}`) : error;
  };
  return (
    <>
      <h1 className="text-h3 font-bold">{rep.id === staff.id ? t("availability.title") : t("availability.forAccount", { name: rep.name })}</h1>
      <p className="mt-2 max-w-3xl text-sm text-fg-muted">{t("availability.intro")}</p>
      {!rep.active && <p className="mt-3 text-sm text-gold-300">{t("availability.notSales")}</p>}
      {reps.length > 0 && (
        <nav aria-label={t("availability.reps")} className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {reps.map((r) => (
            <Link
              key={r.id}
              href={`/staff/availability?rep=${r.id}`}
              aria-current={r.id === rep.id ? "page" : undefined}
              className="text-brand-300 hover:text-brand-200"
            >
              {r.name}
            </Link>
          ))}
        </nav>
      )}
      {rep.feedUrl && (
        <p role="status" data-testid="feed-state" className="mt-4 rounded-card bg-ink-900 p-3 text-sm ring-1 ring-ink-700">
          {rep.feedError && rep.feedErrorAt
            ? t("availability.feedFailed", { time: formatDateTime(staff.language, rep.feedErrorAt, staff.timeZone), reason: reason(rep.feedError) })
            : rep.feedFetchedAt
              ? t("availability.feedOk", {
                  time: formatDateTime(staff.language, rep.feedFetchedAt, staff.timeZone),
                  count: busyAhead(rep),
                })
              : t("availability.feedNever")}
        </p>
      )}
      <section className="mt-5 max-w-3xl rounded-card bg-ink-900 p-4 ring-1 ring-ink-700">
        <AvailabilityForm
          key={rep.id}
          copy={{ ...words.availability, unreachable: t("common.unreachable"), failed: t("common.failed") }}
          values={{
            staffId: rep.id,
            timeZone: rep.timeZone,
            province: rep.province ?? "none",
            hours: weekForForm(rep.week),
            daysOff: rep.daysOff.join(", "),
            bufferMinutes: rep.bufferMinutes,
            noticeMinutes: rep.noticeMinutes,
            dailyCap: rep.dailyCap,
            meetingLink: rep.meetingLink ?? "",
            feedUrl: rep.feedUrl ?? "",
          }}
          zones={zones}
          provinces={PROVINCES.map((p) => [p, words.dashboard.provinces[p]] as [string, string])}
        />
      </section>
    </>
  );
}
