// A rep's availability and calendar feed (issue 48), on both engines: saved through
// /staff/actions/availability as the rep's browser posts it; the feed served by a local server and
// read with its recurrences, exceptions, all-day and transparent events; an event at 10:00 removes the
// 10:00 slot; a holiday of the rep's province shows no slots; an unreachable, huge or invalid feed is
// refused in the rep's language and keeps the last good copy; bad input stores nothing.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as demo from "@/app/api/demo-requests/route";
import { getDb } from "@/db";
import { demoRequests, staffAvailability } from "@/db/schema";
import { bookMeeting, leadMeetings, offerForToken } from "@/lib/booking/booking";
import { busyTimes, refreshDueFeeds, refreshFeed } from "@/lib/booking/feeds";
import { leadToken } from "@/lib/booking/tokens";
import { addDays, localDate, localParts, weekdayOf, zonedInstant } from "@/lib/time-zones";
import { BASE, postJson } from "../support/requests";
import { signedInStaff } from "../support/staff";

const current = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => current.headers }));
const availabilityRoute = await import("@/app/(staff)/staff/actions/availability/route");
const meetingRoute = await import("@/app/(staff)/staff/actions/meeting/route");

const ZONE = "America/Toronto";
let feed = "";
let feedReads = 0;
let server: http.Server;
let base = "";
let rep: { cookie: string; id: string };

// The next weekday at least two days ahead, in Toronto.
function nextWeekday(offset = 2): string {
  let day = addDays(localDate(Date.now(), ZONE), offset);
  while ([0, 6].includes(weekdayOf(day))) day = addDays(day, 1);
  return day;
}
const icsTime = (t: number) =>
  new Date(t)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

async function post(form: Record<string, string>, as = rep.cookie) {
  const body = new FormData();
  for (const [key, value] of Object.entries(form)) body.set(key, value);
  const request = new Request(`${BASE}/staff/actions/availability`, { method: "POST", headers: { cookie: as, origin: BASE }, body });
  current.headers = new Headers(request.headers);
  const response = await availabilityRoute.POST(request);
  return { status: response.status, body: (await response.json()) as { saved?: string; error?: string; fields?: Record<string, string> } };
}

const weekdays = (from: string, to: string) =>
  Object.fromEntries(
    [1, 2, 3, 4, 5].flatMap(
      (d) =>
        [
          [`from:${d}`, from],
          [`to:${d}`, to],
        ] as [string, string][],
    ),
  );

const form = (over: Record<string, string> = {}) => ({
  staffId: rep.id,
  timeZone: ZONE,
  province: "ON",
  ...weekdays("09:00", "17:00"),
  daysOff: "",
  bufferMinutes: "0",
  noticeMinutes: "120",
  dailyCap: "8",
  meetingLink: "https://meet.example.com/sam",
  feedUrl: "",
  ...over,
});

// A new lead's slots; `owner` makes one rep run it (the others in this file are free at other times).
async function slotsForNewLead(now?: number, owner?: string): Promise<string[]> {
  const email = `feed-${Date.now()}-${Math.random()}@dealer.ca`;
  await demo.POST(postJson("/api/demo-requests", { fillMs: 5000, name: "Pat Feed", company: "Feed Motors", email }));
  const [lead] = await getDb().select({ id: demoRequests.id }).from(demoRequests).where(eq(demoRequests.email, email));
  if (owner) await getDb().update(demoRequests).set({ ownerId: owner }).where(eq(demoRequests.id, lead!.id));
  const offer = await offerForToken(leadToken("demo", lead!.id, now), now);
  return offer!.slots.map((s) => s.start);
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === "/huge.ics") {
      response.writeHead(200, { "content-type": "text/calendar" });
      const line = `X-PAD:${"x".repeat(1000)}\r\n`;
      for (let i = 0; i < 3000; i++) response.write(line);
      return response.end();
    }
    if (request.url === "/broken.ics") return response.writeHead(200, { "content-type": "text/html" }).end("<html><body>Sign in</body></html>");
    if (request.url === "/gone.ics") return response.writeHead(404).end();
    feedReads++;
    response.writeHead(200, { "content-type": "text/calendar" }).end(feed);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The local server stands in for a public calendar host: the one address besides public ones a feed may reach here.
  process.env.OUTBOUND_ALLOW_ADDRESSES = "127.0.0.1";
  rep = await signedInStaff("sales");
});

afterAll(() => {
  delete process.env.OUTBOUND_ALLOW_ADDRESSES;
  return new Promise((resolve) => server.close(resolve));
});

describe("a rep's calendar feed", () => {
  it("removes the 10:00 slot for an event at 10:00, and keeps what a transparent event leaves free", async () => {
    const day = nextWeekday();
    const ten = zonedInstant(day, 600, ZONE);
    const two = zonedInstant(day, 840, ZONE);
    feed = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//test//EN",
      "BEGIN:VEVENT",
      "UID:busy-10@test",
      `DTSTART:${icsTime(ten)}`,
      `DTEND:${icsTime(ten + 30 * 60_000)}`,
      "SUMMARY:Dentist",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:free-14@test",
      `DTSTART:${icsTime(two)}`,
      `DTEND:${icsTime(two + 30 * 60_000)}`,
      "TRANSP:TRANSPARENT",
      "SUMMARY:Reminder to self",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    const saved = await post(form({ feedUrl: `${base}/calendar.ics` }));
    expect(saved).toEqual({ status: 200, body: { saved: "Availability saved." } });
    const slots = await slotsForNewLead(undefined, rep.id);
    expect(slots).not.toContain(new Date(ten).toISOString());
    expect(slots).toContain(new Date(ten + 30 * 60_000).toISOString());
    expect(slots).toContain(new Date(two).toISOString());
  });

  it("reads weekly recurrences less their EXDATE, moved occurrences and all-day events", () => {
    const monday = "2026-11-16";
    const text = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "BEGIN:VTIMEZONE",
      "TZID:Eastern Standard Time",
      "BEGIN:STANDARD",
      "DTSTART:16011104T020000",
      "RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11",
      "TZOFFSETFROM:-0400",
      "TZOFFSETTO:-0500",
      "END:STANDARD",
      "BEGIN:DAYLIGHT",
      "DTSTART:16010311T020000",
      "RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3",
      "TZOFFSETFROM:-0500",
      "TZOFFSETTO:-0400",
      "END:DAYLIGHT",
      "END:VTIMEZONE",
      "BEGIN:VEVENT",
      "UID:standup@test",
      "DTSTART;TZID=Eastern Standard Time:20261116T093000",
      "DTEND;TZID=Eastern Standard Time:20261116T100000",
      "RRULE:FREQ=DAILY;COUNT=5",
      "EXDATE;TZID=Eastern Standard Time:20261118T093000",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:standup@test",
      "RECURRENCE-ID;TZID=Eastern Standard Time:20261119T093000",
      "DTSTART;TZID=Eastern Standard Time:20261119T110000",
      "DTEND;TZID=Eastern Standard Time:20261119T113000",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:offsite@test",
      "DTSTART;VALUE=DATE:20261120",
      "DTEND;VALUE=DATE:20261121",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:cancelled@test",
      "DTSTART:20261117T200000Z",
      "DTEND:20261117T210000Z",
      "STATUS:CANCELLED",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    const from = zonedInstant(monday, 0, ZONE);
    const busy = busyTimes(text, ZONE, from, from + 14 * 86_400_000).map(([a, b]) => {
      const p = localParts(a, ZONE);
      return `${p.day} ${p.hour}:${String(p.minute).padStart(2, "0")} ${(b - a) / 60_000}`;
    });
    expect(busy).toEqual(["16 9:30 30", "17 9:30 30", "19 11:00 30", "20 0:00 1440", "20 9:30 30"]);
  });

  it("refuses an unreachable, huge, invalid or missing feed in the rep's language and keeps the last good copy", async () => {
    const french = await signedInStaff("sales", "fr");
    const good = await post(form({ staffId: french.id, feedUrl: `${base}/calendar.ics` }), french.cookie);
    expect(good.status).toBe(200);
    const [before] = await getDb().select().from(staffAvailability).where(eq(staffAvailability.staffId, french.id));
    expect(JSON.parse(before!.feedBusy!)).toHaveLength(1);
    const cases: [string, RegExp][] = [
      [`${base}/huge.ics`, /dépasse 2\u00a0Mo/],
      [`${base}/broken.ics`, /n'est pas un agenda/],
      [`${base}/gone.ics`, /a répondu par une erreur/],
      ["http://127.0.0.1:9/closed.ics", /aucune réponse/],
      // No scanner of the site's own network: a local or private address is refused before any connection.
      [`http://[::1]:${new URL(base).port}/calendar.ics`, /n'est pas une adresse publique/],
      ["http://169.254.169.254/latest/meta-data.ics", /n'est pas une adresse publique/],
    ];
    for (const [url, message] of cases) {
      const answer = await post(form({ staffId: french.id, feedUrl: url }), french.cookie);
      expect(answer.body.error, url).toMatch(/^Disponibilités enregistrées, mais l'agenda n'a pas pu être lu/);
      expect(answer.body.error).toMatch(message);
    }
    // A feed that breaks after a good read keeps that read.
    await post(form({ staffId: french.id, feedUrl: `${base}/calendar.ics` }), french.cookie);
    const saved = feed;
    feed = "not a calendar";
    expect((await refreshFeed(french.id))?.problem).toBe("feedInvalid");
    feed = saved;
    const [after] = await getDb().select().from(staffAvailability).where(eq(staffAvailability.staffId, french.id));
    expect(JSON.parse(after!.feedBusy!)).toHaveLength(1);
    expect(after!.feedError).toMatch(/^feedInvalid/);
  });
});

describe("the feeds' refresh", () => {
  it("reads each feed due once when two instances sweep at the same moment, and none again before five minutes", async () => {
    await post(form({ feedUrl: `${base}/calendar.ics` }));
    const due = await getDb().select({ staffId: staffAvailability.staffId }).from(staffAvailability);
    // Every feed last read (or failed) ten minutes ago.
    const old = new Date(Date.now() - 10 * 60_000).toISOString();
    await getDb().update(staffAvailability).set({ feedFetchedAt: old, feedErrorAt: null, feedError: null, feedClaimedUntil: null });
    const withFeeds = (await getDb().select().from(staffAvailability)).filter((r) => r.feedUrl === `${base}/calendar.ics`).length;
    expect(due.length).toBeGreaterThan(0);
    const before = feedReads;
    const [a, b] = await Promise.all([refreshDueFeeds(), refreshDueFeeds()]);
    expect(a + b).toBeGreaterThanOrEqual(withFeeds);
    expect(feedReads - before).toBe(withFeeds);
    expect(await refreshDueFeeds()).toBe(0);
  });
});

describe("the availability form", () => {
  it("refuses bad hours, days off, numbers and addresses field by field, and stores nothing", async () => {
    const [before] = await getDb().select().from(staffAvailability).where(eq(staffAvailability.staffId, rep.id));
    const answer = await post(
      form({
        "from:1": "17:00",
        "to:1": "09:00",
        daysOff: "Christmas",
        bufferMinutes: "-5",
        dailyCap: "0",
        meetingLink: "http://zoom.example",
        feedUrl: "ftp://x",
      }),
    );
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields ?? {}).sort()).toEqual(["bufferMinutes", "dailyCap", "daysOff", "feedUrl", "hours", "meetingLink"]);
    const [after] = await getDb().select().from(staffAvailability).where(eq(staffAvailability.staffId, rep.id));
    expect(after).toEqual(before);
  });

  it("lets a rep change only their own availability", async () => {
    const other = await signedInStaff("sales");
    expect((await post(form({ staffId: other.id }))).status).toBe(403);
  });

  it("closes the days of the rep's province's statutory holidays", async () => {
    await post(form({ province: "QC", feedUrl: "" }));
    // Quebec's Fête nationale, Wednesday 2027-06-24, seen from the Monday before.
    const now = zonedInstant("2027-06-21", 420, ZONE);
    const days = new Set((await slotsForNewLead(now, rep.id)).map((s) => localDate(Date.parse(s), ZONE)));
    expect(days.has("2027-06-23")).toBe(true);
    expect(days.has("2027-06-24")).toBe(false);
    await post(form({ province: "ON", feedUrl: "" }));
    const ontario = new Set((await slotsForNewLead(now, rep.id)).map((s) => localDate(Date.parse(s), ZONE)));
    expect(ontario.has("2027-06-24")).toBe(true);
  });
});

describe("the rep's changes from the lead's page", () => {
  async function change(form: Record<string, string>) {
    const body = new FormData();
    for (const [key, value] of Object.entries(form)) body.set(key, value);
    const request = new Request(`${BASE}/staff/actions/meeting`, { method: "POST", headers: { cookie: rep.cookie, origin: BASE }, body });
    current.headers = new Headers(request.headers);
    const response = await meetingRoute.POST(request);
    return { status: response.status, body: (await response.json()) as { saved?: string; error?: string } };
  }

  it("moves a booked meeting to an open time, refuses to mark it before its time, and cancels it with a reason", async () => {
    await post(form({ feedUrl: "" }));
    const email = `staff-move-${Date.now()}@dealer.ca`;
    await demo.POST(postJson("/api/demo-requests", { fillMs: 5000, name: "Pat Moved", company: "Moved Motors", email }));
    const [lead] = await getDb().select({ id: demoRequests.id }).from(demoRequests).where(eq(demoRequests.email, email));
    await getDb().update(demoRequests).set({ ownerId: rep.id }).where(eq(demoRequests.id, lead!.id));
    const offer = await offerForToken(leadToken("demo", lead!.id));
    const booked = await bookMeeting({ token: leadToken("demo", lead!.id), start: offer!.slots[2]!.start, timeZone: ZONE, locale: "en", channel: "dialog" });
    expect(await change({ intent: "held", id: String(booked.id) })).toEqual({
      status: 400,
      body: { error: "A meeting can be marked held or no-show once its time has come" },
    });
    expect((await change({ intent: "reschedule", id: String(booked.id), start: "2020-01-01T15:00:00.000Z" })).status).toBe(400);
    const moved = await change({ intent: "reschedule", id: String(booked.id), start: offer!.slots[5]!.start });
    expect(moved).toEqual({ status: 200, body: { saved: "Meeting updated; the prospect is told." } });
    expect(await change({ intent: "cancel", id: String(booked.id), reason: "Dealer sold the store" })).toMatchObject({ status: 200 });
    expect((await change({ intent: "cancel", id: String(booked.id) })).status).toBe(404);
    const [meeting] = await leadMeetings("demo", lead!.id);
    expect(meeting).toMatchObject({ status: "cancelled", start: offer!.slots[5]!.start, sequence: 1, cancelReason: "Dealer sold the store" });
  });
});
