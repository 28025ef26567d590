import { Moment } from "@/components/staff/times";
import { formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import type { getLeadHistory } from "@/lib/leads/workspace";
import type { StaffTranslator } from "@/lib/staff/messages";

type HistoryEvent = Awaited<ReturnType<typeof getLeadHistory>>[number];

// A lead's history, oldest first: each event's time, who did it (or the site), and what it was in words.
export function LeadHistory({
  history,
  createdAt,
  names,
  status,
  t,
  locale,
  timeZone,
}: {
  history: HistoryEvent[];
  createdAt: string;
  names: Map<string, string>;
  status: (code: unknown) => string;
  t: StaffTranslator;
  locale: Locale;
  timeZone: string;
}) {
  if (history.length === 0) return <p className="mt-2 text-sm text-fg-muted">{t("lead.nothingYet", { time: formatDateTime(locale, createdAt, timeZone) })}</p>;
  return (
    <ol className="mt-2 grid gap-2">
      {history.map((event) => {
        const detail = event.detail
          ? (JSON.parse(event.detail) as {
              from?: unknown;
              to?: unknown;
              text?: string;
              rule?: string;
              fallback?: boolean;
              at?: string;
              rep?: string;
              reason?: string;
            })
          : {};
        const meetingAt = () => formatDateTime(locale, detail.at ?? event.createdAt, timeZone);
        const ownerName = () => (detail.to ? (names.get(String(detail.to)) ?? t("lead.events.formerStaff")) : t("lead.events.unassigned"));
        const label =
          event.action === "note"
            ? detail.text
            : event.action === "assigned"
              ? detail.fallback
                ? t("lead.events.assignedFallback", { name: ownerName() })
                : t("lead.events.assigned", {
                    name: ownerName(),
                    rule: t(`lead.events.rules.${detail.rule === "territory" ? "territory" : detail.rule === "meeting" ? "meeting" : "round-robin"}`),
                  })
              : event.action === "meeting-booked"
                ? t("lead.events.meeting.booked", { time: meetingAt(), rep: names.get(String(detail.rep)) ?? t("lead.events.formerStaff") })
                : event.action === "meeting-rescheduled"
                  ? t("lead.events.meeting.rescheduled", { time: meetingAt() })
                  : event.action === "meeting-cancelled"
                    ? [t("lead.events.meeting.cancelled"), detail.reason ? t("lead.events.meeting.reason", { reason: detail.reason }) : ""]
                        .filter(Boolean)
                        .join("\n")
                    : event.action === "meeting-held"
                      ? t("lead.events.meeting.held")
                      : event.action === "meeting-no-show"
                        ? t("lead.events.meeting.noShow")
                        : event.action === "owner"
                          ? t("lead.events.owner", { name: ownerName() })
                          : event.action === "status"
                            ? t("lead.events.status", { from: status(detail.from), to: status(detail.to) })
                            : event.action === "spam"
                              ? t("lead.events.spam")
                              : event.action === "not-spam"
                                ? t("lead.events.notSpam")
                                : event.action;
        return (
          <li key={event.id} className="text-sm">
            <span className="text-fg-subtle">
              <Moment at={event.createdAt} locale={locale} timeZone={timeZone} /> ·{" "}
              {event.actorId || event.actorEmail
                ? `${event.actorName ?? t("common.formerStaff")} <${event.actorEmail ?? t("lead.noEmail")}>`
                : t("common.site")}
            </span>
            <p className="whitespace-pre-wrap">{label}</p>
          </li>
        );
      })}
    </ol>
  );
}
