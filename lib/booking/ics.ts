// An invitation as iCalendar text (RFC 5545), and the add-to-calendar links beside it. Pure.
// Lines end in CRLF and are folded at 75 octets (never inside a UTF-8 character); TEXT values escape
// backslash, semicolon, comma and line breaks; times are UTC ("Z"), so no VTIMEZONE is needed. A
// change keeps the UID and raises SEQUENCE (METHOD:REQUEST), a cancellation is METHOD:CANCEL with
// STATUS:CANCELLED (RFC 5546).

export interface Invitation {
  method: "REQUEST" | "CANCEL";
  uid: string;
  sequence: number;
  start: number;
  end: number;
  // When this version was written (DTSTAMP).
  stamp: number;
  summary: string;
  description: string;
  // The rep's meeting room, if any.
  location: string | null;
  url: string | null;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

export const PRODUCT_ID = "-//Torque Analytics//Demo booking//EN";

// 20261124T150000Z
export const icsTime = (t: number) =>
  new Date(t)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export const escapeText = (text: string) =>
  text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

// A parameter value (CN): quoted, without the characters a quoted value may not hold.
const paramValue = (text: string) => `"${text.replace(/["\p{Cc}]/gu, "")}"`;

// Folds a content line at 75 octets: each further line starts with one space (RFC 5545 §3.1).
export function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

export function writeInvitation(invitation: Invitation): string {
  const i = invitation;
  const lines = [
    "BEGIN:VCALENDAR",
    `PRODID:${PRODUCT_ID}`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    `METHOD:${i.method}`,
    "BEGIN:VEVENT",
    `UID:${i.uid}`,
    `SEQUENCE:${i.sequence}`,
    `DTSTAMP:${icsTime(i.stamp)}`,
    `DTSTART:${icsTime(i.start)}`,
    `DTEND:${icsTime(i.end)}`,
    `SUMMARY:${escapeText(i.summary)}`,
    `DESCRIPTION:${escapeText(i.description)}`,
    ...(i.location ? [`LOCATION:${escapeText(i.location)}`] : []),
    ...(i.url ? [`URL:${i.url}`] : []),
    `ORGANIZER;CN=${paramValue(i.organizer.name)}:mailto:${i.organizer.email}`,
    `ATTENDEE;CN=${paramValue(i.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${i.attendee.email}`,
    `STATUS:${i.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

// The same event as Google Calendar's and Outlook's "add event" pages open it.
export function calendarLinks(i: Pick<Invitation, "start" | "end" | "summary" | "description" | "location">): { google: string; outlook: string } {
  const google = new URL("https://calendar.google.com/calendar/render");
  google.search = new URLSearchParams({
    action: "TEMPLATE",
    text: i.summary,
    dates: `${icsTime(i.start)}/${icsTime(i.end)}`,
    details: i.description,
    ...(i.location ? { location: i.location } : {}),
  }).toString();
  const outlook = new URL("https://outlook.office.com/calendar/0/deeplink/compose");
  outlook.search = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: i.summary,
    startdt: new Date(i.start).toISOString(),
    enddt: new Date(i.end).toISOString(),
    body: i.description,
    ...(i.location ? { location: i.location } : {}),
  }).toString();
  return { google: google.toString(), outlook: outlook.toString() };
}
