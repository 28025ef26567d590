// The invitation's iCalendar text (lib/booking/ics.ts), read back with ical.js as a calendar would:
// CRLF lines of at most 75 octets, escaped text, UTC times, UID, SEQUENCE, METHOD, ORGANIZER, ATTENDEE.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarLinks, fold, writeInvitation, type Invitation } from "@/lib/booking/ics";

const invitation: Invitation = {
  method: "REQUEST",
  uid: "3f2a9c@torqueanalytics.ca",
  sequence: 2,
  start: Date.parse("2026-11-17T15:00:00Z"),
  end: Date.parse("2026-11-17T15:30:00Z"),
  stamp: Date.parse("2026-11-10T12:00:00Z"),
  summary: "Démo Torque Analytics avec Élodie; « présentation », 30 min",
  description: "Ligne un\nLigne deux, avec \\ et ; et une très longue phrase qui dépasse largement les soixante-quinze octets permis",
  location: "https://meet.example.com/abc-defg-hij",
  url: "https://www.torqueanalytics.ca/fr/rendez-vous/token",
  organizer: { name: 'Élodie "Rep" Tremblay', email: "elodie@torqueanalytics.ca" },
  attendee: { name: "Pat Booker", email: "pat@dealer.ca" },
};

describe("an invitation", () => {
  const text = writeInvitation(invitation);

  it("is CRLF lines of at most 75 octets, folded without splitting a character", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(
      fold("é".repeat(80))
        .split("\r\n ")
        .every((part) => Buffer.byteLength(part) <= 75 && !part.includes("\ufffd")),
    ).toBe(true);
  });

  it("reads back as the meeting: times, UID, SEQUENCE, METHOD, organizer, attendee, escaped text", () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.uid).toBe(invitation.uid);
    expect(event.sequence).toBe(2);
    expect(event.startDate.toJSDate().getTime()).toBe(invitation.start);
    expect(event.endDate.toJSDate().getTime()).toBe(invitation.end);
    expect(event.summary).toBe(invitation.summary);
    expect(event.description).toBe(invitation.description);
    expect(event.location).toBe(invitation.location);
    expect(String(event.organizer)).toBe("mailto:elodie@torqueanalytics.ca");
    const vevent = calendar.getFirstSubcomponent("vevent")!;
    expect(vevent.getFirstProperty("organizer")!.getParameter("cn")).toBe("Élodie Rep Tremblay");
    expect(String(vevent.getFirstPropertyValue("attendee"))).toBe("mailto:pat@dealer.ca");
    expect(vevent.getFirstPropertyValue("dtstamp")!.toString()).toBe("2026-11-10T12:00:00Z");
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
  });

  it("cancels with METHOD:CANCEL and STATUS:CANCELLED under the same UID", () => {
    const cancelled = new ICAL.Component(ICAL.parse(writeInvitation({ ...invitation, method: "CANCEL", sequence: 3 })));
    expect(cancelled.getFirstPropertyValue("method")).toBe("CANCEL");
    const vevent = cancelled.getFirstSubcomponent("vevent")!;
    expect(vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(vevent.getFirstPropertyValue("uid")).toBe(invitation.uid);
    expect(vevent.getFirstPropertyValue("sequence")).toBe(3);
  });

  it("opens in Google Calendar and Outlook with the same times", () => {
    const links = calendarLinks(invitation);
    expect(new URL(links.google).searchParams.get("dates")).toBe("20261117T150000Z/20261117T153000Z");
    expect(new URL(links.outlook).searchParams.get("startdt")).toBe("2026-11-17T15:00:00.000Z");
  });
});
