import { MeetingActions } from "@/components/staff/meeting-actions";
import { getMeeting, rescheduleSlots, type MeetingView } from "@/lib/booking/booking";
import { formatDateTime } from "@/lib/i18n/format";
import { messagesOf } from "@/lib/i18n/messages";
import type { Staff } from "@/lib/staff/session";
import { staffTranslator } from "@/lib/staff/messages";

// The lead page's demo meetings (newest first): when, in the rep's zone; the rep; the meeting room;
// where it stands; and for a booked one, the rep's forms.
export async function MeetingPanel({ meetings, staff, now }: { meetings: MeetingView[]; staff: Staff; now: number }) {
  if (meetings.length === 0) return null;
  const t = staffTranslator(staff.language);
  const words = messagesOf(staff.language, "staff").meetings;
  return (
    <section aria-label={t("meetings.block")} className="rounded-card bg-ink-900 p-4 ring-1 ring-ink-700">
      <h2 className="text-base font-semibold">{t("meetings.block")}</h2>
      <ul className="mt-2 grid gap-4 text-sm">
        {await Promise.all(
          meetings.map(async (m) => {
            const zone = m.rep.timeZone ?? staff.timeZone;
            const booked = m.status === "booked";
            const past = Date.parse(m.start) <= now;
            const row = booked && !past ? await getMeeting(m.id) : null;
            const slots = row ? (await rescheduleSlots(row, now)).map((s) => [s.start, formatDateTime(staff.language, s.start, zone)] as [string, string]) : [];
            return (
              <li key={m.id} className="grid gap-1.5">
                <p className="font-medium">{t("meetings.at", { time: formatDateTime(staff.language, m.start, zone), rep: m.rep.name })}</p>
                <p className="text-fg-muted">{t(`meetings.status.${m.status}`)}</p>
                {m.cancelReason && <p className="text-fg-muted">{t("lead.events.meeting.reason", { reason: m.cancelReason })}</p>}
                {m.link && (
                  <a href={m.link} className="text-brand-300 hover:text-brand-200" target="_blank" rel="noopener noreferrer">
                    {t("meetings.link")}
                  </a>
                )}
                {booked && (
                  <MeetingActions
                    id={m.id}
                    past={past}
                    slots={slots}
                    copy={{ ...words, saving: t("common.saving"), unreachable: t("common.unreachable"), failed: t("common.failed") }}
                  />
                )}
              </li>
            );
          }),
        )}
      </ul>
    </section>
  );
}
