import "server-only";
import { siteConfig } from "@/lib/site-config";
import type { MeetingView } from "./booking";
import { eventWords } from "./booking";
import { writeInvitation } from "./ics";

// A meeting's invitation in its prospect's language: from the rep (ORGANIZER), to the prospect
// (ATTENDEE), its stable UID and current SEQUENCE; METHOD:CANCEL once cancelled.
export function invitationOf(meeting: MeetingView, now = Date.now()): { method: "REQUEST" | "CANCEL"; content: string } {
  const method = meeting.status === "cancelled" ? "CANCEL" : "REQUEST";
  const words = eventWords(meeting.language, meeting.rep.name);
  const content = writeInvitation({
    method,
    uid: meeting.uid,
    sequence: meeting.sequence,
    start: Date.parse(meeting.start),
    end: Date.parse(meeting.end),
    stamp: now,
    summary: words.summary,
    description: [words.description, meeting.link, meeting.status === "cancelled" ? null : meeting.manage].filter(Boolean).join("\n\n"),
    location: meeting.link,
    url: meeting.status === "cancelled" ? null : meeting.manage,
    organizer: { name: meeting.rep.name, email: meeting.rep.email ?? siteConfig.demoEmail },
    attendee: { name: meeting.lead?.name ?? "", email: meeting.lead?.email ?? siteConfig.demoEmail },
  });
  return { method, content };
}
