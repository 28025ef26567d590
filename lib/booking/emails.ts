import "server-only";
import { formatDay } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import type { OutboxMail } from "@/lib/outbox/messages";
import { registerMessageBuilder } from "@/lib/outbox/registry";
import { absoluteUrl, siteConfig } from "@/lib/site-config";
import { teamTimeZone } from "@/lib/time-zones";
import { getMeeting, viewOf, type MeetingView } from "./booking";
import { invitationOf } from "./invitations";

// The meetings' e-mails, one outbox row per message (lib/outbox/: lead_type "meeting",
// lead_id the meeting's id; recipient null: the prospect, else the rep's account): meeting.booked,
// meeting.rescheduled and meeting.cancelled to both, meeting.reminder_24h and meeting.reminder_1h to
// the prospect. Each is written when it is sent, from the meeting as it stands then, in its reader's
// language (the prospect's page's, the rep's workspace's), with the invitation (METHOD:REQUEST, or
// CANCEL) for their calendar. A message the meeting has outrun (a reminder of a cancelled meeting, a
// booking e-mail after its cancellation) is not sent.

// "Monday, December 7 at 9:30 a.m. EST" / "lundi 7 décembre à 9 h 30 HNE" (French writes no "09 h").
export const meetingTime = (locale: Locale, iso: string, timeZone: string) =>
  formatDay(locale, iso, timeZone, { weekday: "long", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" }).replace(
    /(^|[^\d])0(\d)(\s)h/g,
    "$1$2$3h",
  );

type Event = "booked" | "rescheduled" | "cancelled" | "reminder_24h" | "reminder_1h";

export function meetingEmail(meeting: MeetingView, event: Event, toRep: boolean, now = Date.now()): OutboxMail | null {
  if (!meeting.lead) return null;
  if (event !== "cancelled" && meeting.status !== "booked") return null;
  const locale: Locale = toRep ? meeting.rep.language : meeting.language;
  const t = translator(locale, "booking");
  const zone = toRep ? (meeting.rep.timeZone ?? teamTimeZone()) : meeting.timeZone;
  const values = {
    site: siteConfig.name,
    rep: meeting.rep.name,
    name: meeting.lead.name,
    company: meeting.lead.company ?? "—",
    time: meetingTime(locale, meeting.start, zone),
  };
  const invitation = invitationOf(meeting, now);
  const icalEvent = { method: invitation.method, filename: "invite.ics", content: invitation.content };
  if (toRep) {
    if (!meeting.rep.email || event.startsWith("reminder")) return null;
    const repEvent = event as "booked" | "rescheduled" | "cancelled";
    return {
      to: meeting.rep.email,
      subject: t(`email.rep.${repEvent}Subject`, values),
      text: [
        t(`email.rep.${repEvent}`, values),
        ...(event === "cancelled" && meeting.cancelReason ? [t("email.rep.reason", { reason: meeting.cancelReason })] : []),
        t("email.rep.lead", { url: absoluteUrl(`/staff/leads/${meeting.lead.kind}/${meeting.lead.id}`) }),
        "",
      ].join("\n\n"),
      icalEvent,
    };
  }
  const lines = [t(`email.prospect.${event}`, values)];
  if (event !== "cancelled") {
    if (meeting.link) lines.push(t("email.prospect.join", { link: meeting.link }));
    lines.push(t("email.prospect.calendar", { google: meeting.google, outlook: meeting.outlook }));
    lines.push(t("email.prospect.manage", { url: meeting.manage }));
  }
  return { to: meeting.lead.email, subject: t(`email.prospect.${event}Subject`, values), text: `${lines.join("\n\n")}\n`, icalEvent };
}

registerMessageBuilder("meeting", async (notification) => {
  const meeting = await getMeeting(notification.leadId);
  if (!meeting) return null;
  const event = notification.event.replace("meeting.", "") as Event;
  return meetingEmail(await viewOf(meeting), event, notification.recipientId !== null);
});
