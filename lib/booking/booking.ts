import "server-only";
import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, isNull, max, sql } from "drizzle-orm";
import * as z from "zod/mini";
import { getDb, transaction, type Db } from "@/db";
import type { LeadKind, MeetingStatus } from "@/db/enums";
import { meetingStore } from "@/db/meetings";
import { contactMessages, demoRequests, leadEvents, meetings, type Meeting } from "@/db/schema";
import type { Locale } from "@/lib/i18n/locale";
import type { OutboxMessage } from "@/lib/outbox/messages";
import { dropPendingMessages, queue } from "@/lib/outbox/queue";
import { kickOutbox } from "@/lib/outbox/worker";
import { logger } from "@/lib/server/log.mjs";
import { absoluteUrl, siteConfig } from "@/lib/site-config";
import { isTimeZone } from "@/lib/time-zones";
import { activeReps, availabilityOf, calendarsOf, type Rep } from "./availability";
import { calendarLinks } from "./ics";
import { openSlots, SLOT_MINUTES, slotAt, slotProblem } from "./slots";
import { leadToken, meetingToken, readToken } from "./tokens";

// Demo meetings: the open slots a lead may book, the booking itself, and its changes (by the prospect
// through a signed link, or by the rep from the lead's page). A booking is one transaction: the reps'
// calendars locked (db/meetings.ts), their free time checked again inside it, the meeting inserted (the
// database refuses an overlap or a lead's second booked meeting whatever happens meanwhile), the lead's
// history and owner, and the e-mails and reminders queued in the outbox.

const SLOT_MS = SLOT_MINUTES * 60_000;
const REMINDERS = [
  { event: "meeting.reminder_24h", before: 24 * 3_600_000 },
  { event: "meeting.reminder_1h", before: 3_600_000 },
] as const;
const REMINDER_EVENTS = REMINDERS.map((r) => r.event);

// A refusal a visitor or rep sees: its status, and a message key (the forms' errors for a field, else
// the booking catalogue's errors), with fresh slots when the time was taken.
export class BookingError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly key: string,
    readonly field?: string,
  ) {
    super(key);
  }
}

export interface Slot {
  start: string;
  end: string;
}

type LeadRow = {
  kind: LeadKind;
  id: number;
  name: string;
  email: string;
  company: string | null;
  ownerId: string | null;
  isSpam: boolean;
  language: Locale;
  createdAt: string;
};

const leadTables = { demo: demoRequests, contact: contactMessages };

export async function loadLead(kind: LeadKind, id: number, db: Db = getDb()): Promise<LeadRow | null> {
  const t = leadTables[kind];
  const [row] = await db
    .select({ id: t.id, name: t.name, email: t.email, company: t.company, ownerId: t.ownerId, isSpam: t.isSpam, language: t.language, createdAt: t.createdAt })
    .from(t)
    .where(eq(t.id, id))
    .limit(1);
  return row ? { ...row, kind } : null;
}

// Who may run a lead's demo: its owner when that is an active sales account (territory or
// round-robin chose them), else every active sales account (the rule "none", or no match).
async function repsFor(lead: LeadRow, db: Db = getDb()): Promise<Rep[]> {
  if (lead.ownerId) {
    const owner = await activeReps(db, [lead.ownerId]);
    if (owner.length > 0) return owner;
  }
  return activeReps(db);
}

const slotOf = (start: number): Slot => ({ start: new Date(start).toISOString(), end: new Date(start + SLOT_MS).toISOString() });

async function freeSlots(reps: Rep[], now: number, db: Db = getDb()): Promise<Slot[]> {
  return openSlots(await calendarsOf(db, reps, now), now).map((s) => slotOf(s.start));
}

// What a booking token offers: the lead's open slots, and the rep's name when one rep runs it. Null:
// the token is not good (404). A lead that already has a booked meeting answers that meeting instead.
export async function offerForToken(token: unknown, now = Date.now()): Promise<{ slots: Slot[]; rep: string | null; booked: MeetingView | null } | null> {
  const grant = readToken(token, now);
  if (grant?.kind !== "lead") return null;
  const lead = await loadLead(grant.leadType, grant.leadId);
  if (!lead || lead.isSpam) return null;
  const [active] = await getDb()
    .select()
    .from(meetings)
    .where(and(eq(meetings.leadType, lead.kind), eq(meetings.leadId, lead.id), eq(meetings.status, "booked")))
    .limit(1);
  if (active) return { slots: [], rep: null, booked: await viewOf(active) };
  const reps = await repsFor(lead);
  return { slots: await freeSlots(reps, now), rep: reps.length === 1 ? reps[0]!.name : null, booked: null };
}

// The answer to a demo request, beside { received: true }: a booking token for a lead that may book.
// Never a reason to fail the request: without the workspace's secret (PostgreSQL without
// BETTER_AUTH_SECRET) the lead is stored and answered as before, with no booking offered.
export function bookingOffer(stored: { id: number | null; isSpam: boolean }, kind: LeadKind = "demo"): { booking?: string } {
  if (stored.id === null || stored.isSpam) return {};
  try {
    return { booking: leadToken(kind, stored.id) };
  } catch (error) {
    logger.warn({ reason: String((error as Error).message ?? error) }, "no booking offered: the tokens' secret is missing");
    return {};
  }
}

// ---- The meeting as its pages, answers and e-mails show it ----

export interface MeetingView {
  id: number;
  uid: string;
  status: MeetingStatus;
  start: string;
  end: string;
  timeZone: string;
  language: Locale;
  sequence: number;
  cancelReason: string | null;
  rep: { id: string | null; name: string; email: string | null; timeZone: string | null; language: Locale };
  link: string | null;
  lead: { kind: LeadKind; id: number; name: string; email: string; company: string | null } | null;
  token: string;
  manage: string;
  ics: string;
  google: string;
  outlook: string;
}

// The meeting as the visitor may see it (no ids, no rep's e-mail).
export const publicView = (m: MeetingView) => ({
  status: m.status,
  start: m.start,
  end: m.end,
  timeZone: m.timeZone,
  rep: m.rep.name,
  company: m.lead?.company ?? null,
  email: m.lead?.email ?? null,
  link: m.link,
  manage: m.manage,
  ics: m.ics,
  google: m.google,
  outlook: m.outlook,
});

// The manage page's address in the prospect's language.
export const managePath = (locale: Locale, token: string) => (locale === "fr" ? `/fr/rendez-vous/${token}` : `/meeting/${token}`);

export function eventWords(locale: Locale, rep: string) {
  const site = siteConfig.name;
  return locale === "fr"
    ? { summary: `Démo ${site} avec ${rep}`, description: `Votre démo personnalisée de ${site}, d'environ 30\u00a0minutes.` }
    : { summary: `${site} demo with ${rep}`, description: `Your personalized ${site} demo, about 30 minutes.` };
}

export async function viewOf(meeting: Meeting, db: Db = getDb()): Promise<MeetingView> {
  const rep = meeting.staffId ? await availabilityOf(meeting.staffId, db) : null;
  const lead = await loadLead(meeting.leadType, meeting.leadId, db);
  const token = meetingToken(meeting.id, meeting.sequence);
  const start = Date.parse(meeting.startsAt);
  const end = Date.parse(meeting.endsAt);
  const repName = rep?.name ?? siteConfig.name;
  const words = eventWords(meeting.language, repName);
  const links = calendarLinks({ start, end, ...words, location: rep?.meetingLink ?? null });
  return {
    id: meeting.id,
    uid: meeting.uid,
    status: meeting.status,
    start: meeting.startsAt,
    end: meeting.endsAt,
    timeZone: meeting.timeZone,
    language: meeting.language,
    sequence: meeting.sequence,
    cancelReason: meeting.cancelReason,
    rep: { id: meeting.staffId, name: repName, email: rep?.email ?? null, timeZone: rep?.timeZone ?? null, language: rep?.language ?? "en" },
    link: rep?.meetingLink ?? null,
    lead: lead ? { kind: lead.kind, id: lead.id, name: lead.name, email: lead.email, company: lead.company } : null,
    token,
    manage: absoluteUrl(managePath(meeting.language, token)),
    ics: `/api/meetings/${token}/ics`,
    ...links,
  };
}

// ---- Booking ----

export interface BookingRequest {
  token: string;
  start: string;
  timeZone: string;
  locale: Locale;
  channel: "dialog" | "chat";
}

const problemError = (problem: NonNullable<ReturnType<typeof slotProblem>>) =>
  problem === "taken"
    ? new BookingError(409, "taken")
    : new BookingError(400, problem === "past" ? "slotPast" : problem === "far" ? "slotTooFar" : "slotClosed", "start");

// Among several free reps, the one booked least recently (never booked first; then by id): the
// meetings take turns without a counter of their own.
async function leastRecentlyBooked(tx: Db, ids: string[]): Promise<string> {
  if (ids.length === 1) return ids[0]!;
  const last = await tx
    .select({ staffId: meetings.staffId, at: max(meetings.createdAt) })
    .from(meetings)
    .where(inArray(meetings.staffId, ids))
    .groupBy(meetings.staffId);
  const at = new Map(last.map((r) => [r.staffId, r.at ?? ""]));
  return [...ids].sort((a, b) => (at.get(a) ?? "").localeCompare(at.get(b) ?? "") || a.localeCompare(b))[0]!;
}

// The outbox rows of a meeting at a time: its e-mail to the prospect (recipient null) and to the rep,
// then its reminders still ahead.
function meetingMessages(id: number, event: "meeting.booked" | "meeting.rescheduled" | "meeting.cancelled", repId: string | null, start: number, now: number) {
  const message = { subject: "meeting", channel: "email", id } as const;
  const messages: OutboxMessage[] = [{ ...message, event, recipientId: null, at: now }];
  if (repId) messages.push({ ...message, event, recipientId: repId, at: now });
  if (event !== "meeting.cancelled") {
    for (const r of REMINDERS) if (start - r.before > now) messages.push({ ...message, event: r.event, recipientId: null, at: start - r.before });
  }
  return messages;
}

// A meeting's e-mails, in the caller's transaction; they need only SMTP_URL (without it meetings are
// booked all the same, and the confirmation screen holds the invitation).
async function queueMeetingMail(tx: Db, messages: OutboxMessage[]): Promise<void> {
  if (process.env.SMTP_URL) await queue(tx, messages);
}

const history = (tx: Db, m: { leadType: LeadKind; leadId: number }, action: string, detail: Record<string, unknown>, actor?: { id: string; email: string }) =>
  tx.insert(leadEvents).values({
    leadType: m.leadType,
    leadId: m.leadId,
    action,
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    detail: JSON.stringify(detail),
  });

// Books `start` for the token's lead; answers the meeting. Throws BookingError: 404 for a token that
// is not good, 400 for a time the reps' hours never hold (past, too far, closed), 409 for a time taken
// meanwhile or a lead that has its meeting already.
export async function bookMeeting(request: BookingRequest, now = Date.now()): Promise<MeetingView> {
  const grant = readToken(request.token, now);
  if (grant?.kind !== "lead") throw new BookingError(404, "notFound");
  const start = Date.parse(request.start);
  if (!Number.isFinite(start)) throw new BookingError(400, "chooseSlot", "start");
  if (!isTimeZone(request.timeZone)) throw new BookingError(400, "badTimeZone", "timeZone");
  try {
    const meeting = await transaction(async (tx) => {
      const lead = await loadLead(grant.leadType, grant.leadId, tx);
      if (!lead || lead.isSpam) throw new BookingError(404, "notFound");
      const reps = await repsFor(lead, tx);
      await meetingStore.lockCalendars(
        tx,
        reps.map((r) => r.id),
      );
      const calendars = await calendarsOf(tx, reps, now);
      const { free, problem } = slotAt(calendars, start, now);
      if (problem) throw problemError(problem);
      const [existing] = await tx
        .select({ id: meetings.id })
        .from(meetings)
        .where(and(eq(meetings.leadType, lead.kind), eq(meetings.leadId, lead.id), eq(meetings.status, "booked")))
        .limit(1);
      if (existing) throw new BookingError(409, "alreadyBooked");
      const repId = await leastRecentlyBooked(tx, free);
      const rep = reps.find((r) => r.id === repId)!;
      const [row] = await tx
        .insert(meetings)
        .values({
          uid: `${randomBytes(12).toString("hex")}@${new URL(siteConfig.url).hostname}`,
          leadType: lead.kind,
          leadId: lead.id,
          staffId: rep.id,
          startsAt: new Date(start).toISOString(),
          endsAt: new Date(start + SLOT_MS).toISOString(),
          blockedUntil: new Date(start + SLOT_MS + rep.bufferMinutes * 60_000).toISOString(),
          timeZone: request.timeZone,
          language: request.locale,
          channel: request.channel,
        })
        .returning();
      // The rep who runs the demo owns a lead nobody owned.
      const t = leadTables[lead.kind];
      const [assigned] = await tx
        .update(t)
        .set({ ownerId: rep.id })
        .where(and(eq(t.id, lead.id), isNull(t.ownerId)))
        .returning({ id: t.id });
      if (assigned) await history(tx, row!, "assigned", { to: rep.id, rule: "meeting" });
      await history(tx, row!, "meeting-booked", { meeting: row!.id, at: row!.startsAt, rep: rep.id, channel: request.channel });
      await queueMeetingMail(tx, meetingMessages(row!.id, "meeting.booked", rep.id, start, now));
      return row!;
    });
    logger.info({ meetingId: meeting.id, kind: meeting.leadType, leadId: meeting.leadId, channel: meeting.channel }, "meeting booked");
    kickOutbox();
    return await viewOf(meeting);
  } catch (error) {
    throw refusalOf(error);
  }
}

// The database's own refusals as the visitor's: another booking won the time, or the lead's.
function refusalOf(error: unknown): unknown {
  if (error instanceof BookingError) return error;
  const conflict = meetingStore.conflictOf(error);
  if (conflict === "overlap") return new BookingError(409, "taken");
  if (conflict === "lead") return new BookingError(409, "alreadyBooked");
  return error;
}

// ---- A meeting through its link ----

// The booked meeting a token names, while the token is its current one and the meeting is ahead.
export async function meetingOfToken(token: unknown, now = Date.now(), db: Db = getDb()): Promise<Meeting | null> {
  const grant = readToken(token, now);
  if (grant?.kind !== "meeting") return null;
  const [meeting] = await db.select().from(meetings).where(eq(meetings.id, grant.meetingId)).limit(1);
  if (!meeting || meeting.sequence !== grant.sequence || meeting.status !== "booked" || Date.parse(meeting.endsAt) <= now) return null;
  return meeting;
}

// The manage page's data: the meeting, and the times it may move to (its rep's, the meeting's own
// time left out).
export async function manageView(token: unknown, now = Date.now()): Promise<{ meeting: MeetingView; slots: Slot[] } | null> {
  const meeting = await meetingOfToken(token, now);
  if (!meeting) return null;
  return { meeting: await viewOf(meeting), slots: await rescheduleSlots(meeting, now) };
}

export async function rescheduleSlots(meeting: Meeting, now = Date.now(), db: Db = getDb()): Promise<Slot[]> {
  const reps = meeting.staffId ? await activeReps(db, [meeting.staffId]) : [];
  const calendars = (await calendarsOf(db, reps, now)).map((c) => ({
    ...c,
    meetings: c.meetings.filter((m) => m.start !== Date.parse(meeting.startsAt)),
  }));
  return openSlots(calendars, now).map((s) => slotOf(s.start));
}

type Actor = { id: string; email: string };

// Moves a booked meeting to `start` (its rep's free time): the sequence goes up (the old links are used
// up), the reminders follow, both sides are told. By the prospect (token) or the rep (actor).
async function moveMeeting(meeting: Meeting, startText: string, now: number, actor?: Actor): Promise<MeetingView> {
  const start = Date.parse(startText);
  if (!Number.isFinite(start)) throw new BookingError(400, "chooseSlot", "start");
  try {
    const moved = await transaction(async (tx) => {
      const reps = meeting.staffId ? await activeReps(tx, [meeting.staffId]) : [];
      if (reps.length === 0) throw new BookingError(409, "unavailable");
      await meetingStore.lockCalendars(tx, [reps[0]!.id]);
      const [current] = await tx.select().from(meetings).where(eq(meetings.id, meeting.id)).limit(1);
      if (!current || current.status !== "booked" || current.sequence !== meeting.sequence) throw new BookingError(404, "notFound");
      const calendars = (await calendarsOf(tx, reps, now)).map((c) => ({ ...c, meetings: c.meetings.filter((m) => m.start !== Date.parse(current.startsAt)) }));
      const problem = slotProblem(calendars, start, now);
      if (problem) throw problemError(problem);
      const [row] = await tx
        .update(meetings)
        .set({
          startsAt: new Date(start).toISOString(),
          endsAt: new Date(start + SLOT_MS).toISOString(),
          blockedUntil: new Date(start + SLOT_MS + reps[0]!.bufferMinutes * 60_000).toISOString(),
          sequence: sql`${meetings.sequence} + 1`,
          updatedAt: new Date(now).toISOString(),
        })
        .where(and(eq(meetings.id, current.id), eq(meetings.sequence, current.sequence)))
        .returning();
      if (!row) throw new BookingError(404, "notFound");
      await dropPendingMessages(tx, "meeting", [row.id], REMINDER_EVENTS);
      await history(tx, row, "meeting-rescheduled", { meeting: row.id, from: current.startsAt, at: row.startsAt, by: actor ? "staff" : "prospect" }, actor);
      await queueMeetingMail(tx, meetingMessages(row.id, "meeting.rescheduled", row.staffId, start, now));
      return row;
    });
    kickOutbox();
    return await viewOf(moved);
  } catch (error) {
    throw refusalOf(error);
  }
}

async function endMeeting(meeting: Meeting, status: "cancelled" | "held" | "no-show", reason: string | null, now: number, actor?: Actor): Promise<MeetingView> {
  const ended = await transaction(async (tx) => {
    const [row] = await tx
      .update(meetings)
      .set({ status, cancelReason: status === "cancelled" ? reason : null, updatedAt: new Date(now).toISOString() })
      .where(and(eq(meetings.id, meeting.id), eq(meetings.status, "booked"), eq(meetings.sequence, meeting.sequence)))
      .returning();
    if (!row) throw new BookingError(404, "notFound");
    if (status === "cancelled") {
      // A booking e-mail still waiting is not sent once the meeting is cancelled (lib/booking/emails.ts).
      await dropPendingMessages(tx, "meeting", [row.id], REMINDER_EVENTS);
      await queueMeetingMail(tx, meetingMessages(row.id, "meeting.cancelled", row.staffId, Date.parse(row.startsAt), now));
    }
    const action = status === "cancelled" ? "meeting-cancelled" : status === "held" ? "meeting-held" : "meeting-no-show";
    await history(tx, row, action, { meeting: row.id, at: row.startsAt, by: actor ? "staff" : "prospect", ...(reason ? { reason } : {}) }, actor);
    return row;
  });
  kickOutbox();
  return viewOf(ended);
}

export async function rescheduleByToken(token: unknown, start: string, now = Date.now()): Promise<MeetingView> {
  const meeting = await meetingOfToken(token, now);
  if (!meeting) throw new BookingError(404, "notFound");
  return moveMeeting(meeting, start, now);
}

export async function cancelByToken(token: unknown, reason: string | null, now = Date.now()): Promise<MeetingView> {
  const meeting = await meetingOfToken(token, now);
  if (!meeting) throw new BookingError(404, "notFound");
  return endMeeting(meeting, "cancelled", reason, now);
}

// ---- From the workspace ----

export async function getMeeting(id: number): Promise<Meeting | null> {
  const [meeting] = await getDb().select().from(meetings).where(eq(meetings.id, id)).limit(1);
  return meeting ?? null;
}

export async function leadMeetings(kind: LeadKind, id: number): Promise<MeetingView[]> {
  const rows = await getDb()
    .select()
    .from(meetings)
    .where(and(eq(meetings.leadType, kind), eq(meetings.leadId, id)))
    .orderBy(desc(meetings.id));
  return Promise.all(rows.map((m) => viewOf(m)));
}

// The instant a workspace page describes (a page may not read the clock itself).
export const renderedAt = () => Date.now();

// The rep moves or cancels a booked meeting, or marks one whose time has come held or no-show.
export async function changeMeetingByStaff(
  id: number,
  change: { intent: "reschedule"; start: string } | { intent: "cancel"; reason: string | null } | { intent: "held" | "no-show" },
  actor: Actor,
  now = Date.now(),
): Promise<MeetingView> {
  const meeting = await getMeeting(id);
  if (!meeting || meeting.status !== "booked") throw new BookingError(404, "notFound");
  if (change.intent === "reschedule") return moveMeeting(meeting, change.start, now, actor);
  if (change.intent === "cancel") return endMeeting(meeting, "cancelled", change.reason, now, actor);
  if (Date.parse(meeting.startsAt) > now) throw new BookingError(400, "notYet");
  return endMeeting(meeting, change.intent, null, now, actor);
}

// The meetings of the coming days, and those past their time still to be marked held or no-show:
// the inbox's "Upcoming meetings" (a rep's own; an administrator's, everyone's).
export async function upcomingMeetings(staffId: string | null, now = Date.now()) {
  const rows = await getDb()
    .select()
    .from(meetings)
    .where(and(eq(meetings.status, "booked"), staffId ? eq(meetings.staffId, staffId) : undefined))
    .orderBy(meetings.startsAt)
    .limit(200);
  const views = await Promise.all(rows.map((m) => viewOf(m)));
  const cut = new Date(now).toISOString();
  return { upcoming: views.filter((v) => v.end > cut), toMark: views.filter((v) => v.end <= cut) };
}

// Logged when a booking cannot be answered for a reason of ours (the caller answers 503).
export const logBookingFailure = (error: unknown) => logger.error({ err: error }, "a booking failed");

// ---- The workspace's form (/staff/actions/meeting) ----

const meetingId = z.coerce.number({ error: "noSuchMeeting" }).check(z.refine((n) => Number.isSafeInteger(n) && n > 0, "noSuchMeeting"));
// Messages are keys of the staff catalogue's errors.
export const meetingChangeSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("reschedule"),
      id: meetingId,
      start: z.string().check(z.minLength(1, "meetingSlotClosed"), z.maxLength(40, "meetingSlotClosed")),
    }),
    z.object({ intent: z.literal("cancel"), id: meetingId, reason: z.optional(z.string().check(z.trim(), z.maxLength(500, "tooLong"))) }),
    z.object({ intent: z.literal("held"), id: meetingId }),
    z.object({ intent: z.literal("no-show"), id: meetingId }),
  ],
  { error: "chooseMeetingChange" },
);

// A refusal of the booking as the workspace words it (a key of the staff catalogue's errors).
export function staffRefusal(error: BookingError): { key: string; status: number } {
  if (error.key === "notFound") return { key: "noSuchMeeting", status: 404 };
  if (error.key === "notYet") return { key: "meetingNotYet", status: 400 };
  if (error.key === "taken") return { key: "meetingSlotTaken", status: 409 };
  return { key: "meetingSlotClosed", status: 400 };
}
