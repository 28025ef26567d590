// Booking a demo (issue 48) through the real route handlers, on both engines: the demo request's
// answer carries a booking token; the slots, the booking and the manage link refuse bad input in the
// visitor's language and store nothing; 50 bookings of one slot at once store exactly one meeting and
// answer 49 × 409 with fresh slots; forged, altered and used-up links answer 404; the e-mails carry a
// valid invitation whose UID stays and whose SEQUENCE rises.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as demo from "@/app/api/demo-requests/route";
import * as manageRoute from "@/app/api/meetings/[token]/route";
import * as icsRoute from "@/app/api/meetings/[token]/ics/route";
import * as bookRoute from "@/app/api/meetings/route";
import * as slotsRoute from "@/app/api/meetings/slots/route";
import { getDb } from "@/db";
import { demoRequests, leadEvents, leadNotifications, meetings } from "@/db/schema";
import { meetingStore } from "@/db/meetings";
import { processOutbox } from "@/lib/outbox/worker";
import { getDashboard } from "@/lib/leads/dashboard";
import { erasePersonalData, findPersonalData } from "@/lib/leads/privacy";
import { addMember, findMemberByEmail } from "@/lib/staff/team";
import { localParts } from "@/lib/time-zones";
import { get, params, postJson } from "../support/requests";
import { startSmtp } from "../support/smtp";

type Slot = { start: string; end: string };
const stamp = Date.now();
let seq = 0;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let rep: { id: string; email: string };

async function requestDemo(fields: Record<string, unknown> = {}): Promise<{ token: string | undefined; id: number; email: string }> {
  const email = `booker-${stamp}-${seq++}@dealer.ca`;
  const response = await demo.POST(postJson("/api/demo-requests", { fillMs: 5000, name: `Pat Booker ${seq}`, company: "Maple Motors", email, ...fields }));
  expect(response.status).toBe(201);
  const body = (await response.json()) as { received: boolean; booking?: string };
  const [row] = await getDb().select({ id: demoRequests.id }).from(demoRequests).where(eq(demoRequests.email, email));
  return { token: body.booking, id: row!.id, email };
}

async function slotsOf(token: string, locale = "en") {
  const response = await slotsRoute.GET(get(`/api/meetings/slots?token=${encodeURIComponent(token)}&locale=${locale}`));
  return { status: response.status, body: (await response.json()) as { slots: Slot[]; error?: string } };
}

async function book(body: Record<string, unknown>) {
  const response = await bookRoute.POST(postJson("/api/meetings", { timeZone: "America/Toronto", ...body }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { slots?: Slot[]; errors?: Record<string, string> } };
}

const meetingCount = async () => (await getDb().select({ id: meetings.id }).from(meetings)).length;

beforeAll(async () => {
  smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  const email = `rep-${stamp}@torqueanalytics.ca`;
  await addMember({ id: null, email: "test" }, { email, name: "Sam Rep", role: "sales" });
  rep = { id: (await findMemberByEmail(email)).id, email };
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.close();
});

describe("the demo request's answer", () => {
  it("carries a booking token for a real lead, and none for one the spam checks caught", async () => {
    const { token, id } = await requestDemo();
    expect(token).toMatch(/^[\w-]{40,}$/);
    // Sealed: the lead's id (which would tell anyone the lead volume) cannot be read from it.
    expect(Buffer.from(token!, "base64url").toString("latin1")).not.toContain(`"demo",${id}`);
    expect((await requestDemo({ fillMs: undefined })).token).toBeUndefined();
  });

  it("still stores and answers the request when no booking can be offered (PostgreSQL without BETTER_AUTH_SECRET)", async () => {
    const secret = process.env.BETTER_AUTH_SECRET;
    delete process.env.BETTER_AUTH_SECRET;
    try {
      const { token, id } = await requestDemo();
      expect(id).toBeGreaterThan(0);
      // SQLite keeps a secret of its own beside the database file; PostgreSQL's instances need the variable.
      if (process.env.DATABASE_URL) expect(token).toBeUndefined();
    } finally {
      process.env.BETTER_AUTH_SECRET = secret;
    }
  });
});

describe("the slots", () => {
  it("offers 30-minute times in the rep's hours (Mon-Fri 09:00-17:00 Toronto), after two hours' notice, within 14 days", async () => {
    const { token } = await requestDemo();
    const { status, body } = await slotsOf(token!);
    expect(status).toBe(200);
    expect(body.slots.length).toBeGreaterThan(20);
    const now = Date.now();
    for (const slot of body.slots) {
      const start = Date.parse(slot.start);
      expect(Date.parse(slot.end) - start).toBe(30 * 60_000);
      expect(start).toBeGreaterThanOrEqual(now + 2 * 3_600_000 - 60_000);
      expect(start).toBeLessThan(now + 14 * 86_400_000);
      const local = localParts(start, "America/Toronto");
      expect([1, 2, 3, 4, 5]).toContain(local.weekday);
      expect(local.hour * 60 + local.minute).toBeGreaterThanOrEqual(9 * 60);
      expect(local.hour * 60 + local.minute).toBeLessThanOrEqual(16 * 60 + 30);
      expect(local.minute % 30).toBe(0);
    }
  });

  it("answers a forged, altered or missing token 404 in the visitor's language", async () => {
    const { token } = await requestDemo();
    const bytes = Buffer.from(token!, "base64url");
    const flipped = Buffer.from(bytes);
    flipped[20] = flipped[20]! ^ 1;
    const forged = Buffer.alloc(bytes.length, 7).toString("base64url");
    for (const bad of [flipped.toString("base64url"), token!.slice(0, -4), forged, "nonsense", ""]) {
      expect((await slotsOf(bad)).status).toBe(404);
    }
    const french = await slotsOf("nonsense", "fr");
    expect(french.body.error).toMatch(/Ce lien n'est plus valide/);
  });
});

describe("booking", () => {
  it("refuses bad times with a field error in the visitor's language, and stores nothing", async () => {
    const { token } = await requestDemo();
    const before = await meetingCount();
    const { body } = await slotsOf(token!);
    const first = Date.parse(body.slots[0]!.start);
    const night = new Date(first);
    night.setUTCHours(7, 0, 0, 0); // 02:00 or 03:00 in Toronto
    const cases: [Record<string, unknown>, number, string, RegExp][] = [
      [{ start: new Date(Date.now() - 3_600_000).toISOString() }, 400, "start", /already passed/],
      [{ start: new Date(Date.now() + 20 * 86_400_000).toISOString() }, 400, "start", /within the next 14 days/],
      [{ start: night.toISOString() }, 400, "start", /outside our hours/],
      [{ start: "tomorrow at ten" }, 400, "start", /choose a time/],
      [{ start: body.slots[0]!.start, timeZone: "Mars/Olympus" }, 400, "timeZone", /time zone/],
    ];
    for (const [fields, status, field, message] of cases) {
      const answer = await book({ token, ...fields });
      expect(answer.status, JSON.stringify(fields)).toBe(status);
      expect(answer.body.errors?.[field]).toMatch(message);
    }
    const french = await book({ token, start: new Date(Date.now() - 3_600_000).toISOString(), locale: "fr" });
    expect(french.body.errors?.start).toBe("Cette heure est déjà passée\u00a0: veuillez en choisir une autre");
    expect((await book({ token: "forgedtoken", start: body.slots[0]!.start })).status).toBe(404);
    expect(await meetingCount()).toBe(before);
  });

  it("books an open slot: one meeting with the rep, the lead's owner and history, and one meeting per lead", async () => {
    const lead = await requestDemo();
    const { body } = await slotsOf(lead.token!);
    const slot = body.slots[3]!;
    const booked = await book({ token: lead.token, start: slot.start, timeZone: "America/Vancouver" });
    expect(booked.status).toBe(201);
    expect(booked.body.meeting).toMatchObject({ start: slot.start, end: slot.end, rep: "Sam Rep", timeZone: "America/Vancouver", status: "booked" });
    const [row] = await getDb()
      .select()
      .from(meetings)
      .where(and(eq(meetings.leadType, "demo"), eq(meetings.leadId, lead.id)));
    expect(row).toMatchObject({ staffId: rep.id, status: "booked", sequence: 0 });
    const [owner] = await getDb().select({ ownerId: demoRequests.ownerId }).from(demoRequests).where(eq(demoRequests.id, lead.id));
    expect(owner!.ownerId).toBe(rep.id);
    const events = await getDb()
      .select({ action: leadEvents.action })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadType, "demo"), eq(leadEvents.leadId, lead.id)));
    expect(events.map((e) => e.action).sort()).toEqual(["assigned", "meeting-booked"]);
    // The slot is gone for everyone else, and this lead books no second meeting.
    const other = await requestDemo();
    expect((await slotsOf(other.token!)).body.slots.map((s) => s.start)).not.toContain(slot.start);
    const again = await book({ token: lead.token, start: body.slots[5]!.start });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/already booked/);
  });

  it("stores exactly one of 50 bookings of one slot at once, and answers the 49 others 409 with fresh slots", async () => {
    const leads = await Promise.all(Array.from({ length: 50 }, () => requestDemo()));
    const { body } = await slotsOf(leads[0]!.token!);
    const slot = body.slots[8]!;
    const answers = await Promise.all(leads.map((lead) => book({ token: lead.token, start: slot.start })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.error).toMatch(/just taken/);
      expect(refused.body.slots!.length).toBeGreaterThan(10);
      expect(refused.body.slots!.map((s) => s.start)).not.toContain(slot.start);
    }
    const stored = await getDb()
      .select()
      .from(meetings)
      .where(and(eq(meetings.startsAt, slot.start), eq(meetings.status, "booked")));
    expect(stored).toHaveLength(1);
  });
});

describe("the database", () => {
  it("refuses a second booked meeting of one rep over the same time, whoever writes it", async () => {
    const row = (leadId: number, start: string, end: string) => ({
      uid: `direct-${leadId}-${stamp}@test`,
      leadType: "demo" as const,
      leadId,
      staffId: rep.id,
      startsAt: start,
      endsAt: end,
      blockedUntil: end,
      timeZone: "America/Toronto",
    });
    await getDb()
      .insert(meetings)
      .values(row(900_001, "2031-03-04T15:00:00.000Z", "2031-03-04T15:30:00.000Z"));
    const error = await getDb()
      .insert(meetings)
      .values(row(900_002, "2031-03-04T15:15:00.000Z", "2031-03-04T15:45:00.000Z"))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(meetingStore.conflictOf(error)).toBe("overlap");
    // Back to back is not an overlap; a cancelled meeting holds nothing.
    await getDb()
      .insert(meetings)
      .values(row(900_003, "2031-03-04T15:30:00.000Z", "2031-03-04T16:00:00.000Z"));
    await getDb()
      .insert(meetings)
      .values({ ...row(900_004, "2031-03-04T15:00:00.000Z", "2031-03-04T15:30:00.000Z"), status: "cancelled" });
  });
});

describe("the meeting's link", () => {
  it("shows, reschedules and cancels the meeting; an altered or used-up link answers 404", async () => {
    const lead = await requestDemo();
    const { body } = await slotsOf(lead.token!);
    const booked = await book({ token: lead.token, start: body.slots[12]!.start });
    await processOutbox();
    const manage = String((booked.body.meeting as { manage: string }).manage);
    const token = manage.split("/").at(-1)!;
    const shown = await manageRoute.GET(get(`/api/meetings/${token}`), params({ token }));
    expect(shown.status).toBe(200);
    const view = (await shown.json()) as { meeting: { start: string }; slots: Slot[] };
    expect(view.meeting.start).toBe(body.slots[12]!.start);

    const ics = await icsRoute.GET(get(`/api/meetings/${token}/ics`), params({ token }));
    expect(ics.headers.get("content-type")).toMatch(/^text\/calendar/);
    const text = await ics.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain("METHOD:REQUEST\r\n");
    expect(text).toContain("SEQUENCE:0\r\n");

    const altered = `${token.slice(0, 10)}${token[10] === "A" ? "B" : "A"}${token.slice(11)}`;
    expect((await manageRoute.GET(get(`/api/meetings/${altered}`), params({ token: altered }))).status).toBe(404);

    const target = view.slots.find((s) => s.start !== body.slots[12]!.start)!;
    const moved = await manageRoute.POST(postJson(`/api/meetings/${token}`, { action: "reschedule", start: target.start }), params({ token }));
    expect(moved.status).toBe(200);
    await processOutbox();
    const movedBody = (await moved.json()) as { meeting: { start: string; manage: string } };
    expect(movedBody.meeting.start).toBe(target.start);
    // The old link is used up; the new one works.
    expect((await manageRoute.GET(get(`/api/meetings/${token}`), params({ token }))).status).toBe(404);
    const next = movedBody.meeting.manage.split("/").at(-1)!;
    const cancel = await manageRoute.POST(postJson(`/api/meetings/${next}`, { action: "cancel", reason: "Bought another tool" }), params({ token: next }));
    expect(cancel.status).toBe(200);
    expect(((await cancel.json()) as { meeting: { status: string } }).meeting.status).toBe("cancelled");
    expect((await manageRoute.POST(postJson(`/api/meetings/${next}`, { action: "cancel" }), params({ token: next }))).status).toBe(404);
    const bad = await manageRoute.POST(postJson(`/api/meetings/${next}`, { action: "explode", locale: "fr" }), params({ token: next }));
    expect(bad.status).toBe(400);

    // The e-mails: booked, rescheduled, cancelled, to the prospect and the rep, each with the invitation.
    await processOutbox();
    const toProspect = smtp.received.filter((m) => m.to.includes(lead.email));
    expect(toProspect).toHaveLength(3);
    const toRep = smtp.received.filter((m) => m.to.includes(rep.email) && m.subject.includes(`Pat Booker`));
    expect(toRep.map((m) => m.subject)).toEqual(expect.arrayContaining([expect.stringMatching(/^Demo cancelled: /)]));
    expect(toRep.find((m) => /^Demo cancelled/.test(m.subject))!.text).toContain("Reason given: Bought another tool");
    expect(toProspect.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Your Torque Analytics demo: /),
        expect.stringMatching(/^New time for your/),
        expect.stringMatching(/cancelled$/),
      ]),
    );
    const cancelled = toProspect.find((m) => /cancelled$/.test(m.subject))!;
    expect(cancelled.raw).toMatch(/METHOD:CANCEL/);
    expect(cancelled.raw).toMatch(/SEQUENCE:1/);
    const uids = new Set(toProspect.map((m) => /UID:([^\r\n]+)/.exec(m.raw.replace(/=\r?\n/g, ""))?.[1]));
    expect(uids.size).toBe(1);
    const rows = await getDb().select().from(leadNotifications).where(eq(leadNotifications.leadType, "meeting"));
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe("the dashboard", () => {
  it("counts the period's demo requests, the meetings they booked, and the time to the meeting, per source and per rep", async () => {
    const now = Date.now();
    const { meetings: numbers } = await getDashboard({ period: "4weeks" }, { id: rep.id, timeZone: "America/Toronto" }, { now });
    const requests = await getDb().select({ id: demoRequests.id }).from(demoRequests).where(eq(demoRequests.isSpam, false));
    const booked = await getDb().select({ leadId: meetings.leadId }).from(meetings).where(eq(meetings.status, "booked"));
    const ids = new Set(requests.map((r) => r.id));
    const bookedLeads = new Set(booked.map((m) => m.leadId).filter((id) => ids.has(id)));
    expect(numbers.total.requests).toBe(requests.length);
    expect(numbers.total.booked).toBe(bookedLeads.size);
    expect(numbers.total.bookingRate).toBeCloseTo(bookedLeads.size / requests.length);
    expect(numbers.total.medianHours).toBeGreaterThan(1);
    expect(numbers.bySource.find((s) => s.source === "direct")).toMatchObject({ requests: requests.length, booked: bookedLeads.size });
    expect(numbers.byRep.find((r) => r.repId === rep.id)?.booked).toBe(bookedLeads.size);
    expect(numbers.total.showRate).toBeNull();
  });
});

describe("a privacy request", () => {
  it("finds the person's meetings in their copy, and erases them with their pending reminders", async () => {
    const lead = await requestDemo();
    const { body } = await slotsOf(lead.token!);
    expect((await book({ token: lead.token, start: body.slots.at(-1)!.start })).status).toBe(201);
    const found = await findPersonalData(lead.email);
    expect(found.meetings).toHaveLength(1);
    const meetingId = found.meetings[0]!.id;
    const queued = () =>
      getDb()
        .select()
        .from(leadNotifications)
        .where(and(eq(leadNotifications.leadType, "meeting"), eq(leadNotifications.leadId, meetingId)));
    expect((await queued()).map((r) => r.event)).toContain("meeting.reminder_1h");
    const admin = {
      id: "test-admin",
      email: "admin@torqueanalytics.ca",
      name: "Admin",
      role: "admin" as const,
      twoFactor: true,
      language: "en" as const,
      timeZone: "America/Toronto",
    };
    expect(await erasePersonalData(lead.email, admin, null)).toMatchObject({ demoRequests: 1, meetings: 1 });
    expect(await getDb().select().from(meetings).where(eq(meetings.id, meetingId))).toEqual([]);
    expect(await queued()).toEqual([]);
    expect((await findPersonalData(lead.email)).meetings).toEqual([]);
  });
});
