import "server-only";
import { and, asc, eq, gte, inArray, isNull, ne, or } from "drizzle-orm";
import * as z from "zod/mini";
import { getDb, transaction, type Db } from "@/db";
import { meetings, staffAvailability, staffUsers, type StaffAvailability } from "@/db/schema";
import { businessHoursText, parseBusinessHours, provinceFrom, PROVINCES, type Province, type WeeklyHours } from "@/lib/leads/business-time";
import { recordAudit } from "@/lib/staff/audit";
import { isTimeZone, teamTimeZone } from "@/lib/time-zones";
import { WINDOW_DAYS, type RepCalendar } from "./slots";

// Each sales account's availability for demo meetings (the staff_availability row it keeps at
// /staff/availability), with the team's defaults where it has set nothing: BUSINESS_HOURS in
// TEAM_TIME_ZONE, BUSINESS_PROVINCE's holidays. Locked accounts, administrators and editors take no
// meetings, as they take no leads (lib/leads/routing.ts).

export interface Rep {
  id: string;
  name: string;
  email: string;
  language: "en" | "fr";
  timeZone: string;
  weeklyHours: string;
  week: WeeklyHours;
  province: Province | null;
  daysOff: string[];
  bufferMinutes: number;
  noticeMinutes: number;
  dailyCap: number;
  meetingLink: string | null;
  feedUrl: string | null;
  busy: [number, number][];
  feedFetchedAt: string | null;
  feedError: string | null;
  feedErrorAt: string | null;
}

const isProvince = (value: string | null): value is Province => (PROVINCES as readonly (string | null)[]).includes(value);

// The busy times a feed's last good fetch kept.
export function parseBusy(text: string | null): [number, number][] {
  if (!text) return [];
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? value.filter((b): b is [number, number] => Array.isArray(b) && typeof b[0] === "number" && typeof b[1] === "number") : [];
  } catch {
    return [];
  }
}

// A row (or none) with the team's defaults under it. A stored value that no longer parses (an
// environment's hours changed under it) falls back to the team's.
export function repOf(user: { id: string; name: string; email: string; language: "en" | "fr" }, row: Partial<StaffAvailability> | null): Rep {
  let weeklyHours = row?.weeklyHours ?? businessHoursText();
  let week: WeeklyHours;
  try {
    week = parseBusinessHours(weeklyHours);
  } catch {
    weeklyHours = businessHoursText();
    week = parseBusinessHours(weeklyHours);
  }
  const province =
    row?.province === "none" ? null : isProvince(row?.province ?? null) ? (row!.province as Province) : provinceFrom(process.env.BUSINESS_PROVINCE);
  return {
    ...user,
    timeZone: row?.timeZone && isTimeZone(row.timeZone) ? row.timeZone : teamTimeZone(),
    weeklyHours,
    week,
    province,
    daysOff: (row?.daysOff ?? "").split(",").filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)),
    bufferMinutes: row?.bufferMinutes ?? 0,
    noticeMinutes: row?.noticeMinutes ?? 120,
    dailyCap: row?.dailyCap ?? 6,
    meetingLink: row?.meetingLink ?? null,
    feedUrl: row?.feedUrl ?? null,
    busy: parseBusy(row?.feedBusy ?? null),
    feedFetchedAt: row?.feedFetchedAt ?? null,
    feedError: row?.feedError ?? null,
    feedErrorAt: row?.feedErrorAt ?? null,
  };
}

// How many of the feed's busy times are still ahead.
export const busyAhead = (rep: Pick<Rep, "busy">, now = Date.now()) => rep.busy.filter(([, end]) => end > now).length;

const activeSales = and(eq(staffUsers.role, "sales"), or(isNull(staffUsers.banned), ne(staffUsers.banned, true)));

// Active sales accounts (all, or those of `ids`) with their availability, in a fixed order (by id).
export async function activeReps(db: Db = getDb(), ids?: string[]): Promise<Rep[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select({ user: { id: staffUsers.id, name: staffUsers.name, email: staffUsers.email, language: staffUsers.language }, availability: staffAvailability })
    .from(staffUsers)
    .leftJoin(staffAvailability, eq(staffAvailability.staffId, staffUsers.id))
    .where(and(activeSales, ids ? inArray(staffUsers.id, ids) : undefined))
    .orderBy(asc(staffUsers.id));
  return rows.map((r) => repOf(r.user, r.availability));
}

// One account's availability, whatever its role (the page shows it to the account and administrators).
export async function availabilityOf(staffId: string, db: Db = getDb()): Promise<(Rep & { role: string | null; active: boolean }) | null> {
  const [row] = await db
    .select({
      user: { id: staffUsers.id, name: staffUsers.name, email: staffUsers.email, language: staffUsers.language },
      role: staffUsers.role,
      banned: staffUsers.banned,
      availability: staffAvailability,
    })
    .from(staffUsers)
    .leftJoin(staffAvailability, eq(staffAvailability.staffId, staffUsers.id))
    .where(eq(staffUsers.id, staffId))
    .limit(1);
  return row ? { ...repOf(row.user, row.availability), role: row.role, active: row.role === "sales" && row.banned !== true } : null;
}

// The reps' calendars as the slots see them: their settings, and their booked meetings from a day
// before now to the end of the window (read in the caller's transaction when it books).
export async function calendarsOf(db: Db, reps: Rep[], now: number): Promise<RepCalendar[]> {
  if (reps.length === 0) return [];
  const booked = await db
    .select({ staffId: meetings.staffId, startsAt: meetings.startsAt, blockedUntil: meetings.blockedUntil })
    .from(meetings)
    .where(
      and(
        eq(meetings.status, "booked"),
        inArray(
          meetings.staffId,
          reps.map((r) => r.id),
        ),
        gte(meetings.blockedUntil, new Date(now - 86_400_000).toISOString()),
      ),
    );
  const latest = now + (WINDOW_DAYS + 2) * 86_400_000;
  return reps.map((rep) => ({
    id: rep.id,
    timeZone: rep.timeZone,
    week: rep.week,
    province: rep.province,
    daysOff: new Set(rep.daysOff),
    bufferMinutes: rep.bufferMinutes,
    noticeMinutes: rep.noticeMinutes,
    dailyCap: rep.dailyCap,
    busy: rep.busy,
    meetings: booked
      .filter((m) => m.staffId === rep.id && Date.parse(m.startsAt) < latest)
      .map((m) => ({ start: Date.parse(m.startsAt), blockedUntil: Date.parse(m.blockedUntil) })),
  }));
}

// ---- The availability page's form (/staff/availability) ----

const HHMM = /^([01]\d|2[0-4]):([0-5]\d)$/;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const whole = (max: number, key: string) =>
  z.number({ error: key }).check(z.refine((n) => Number.isInteger(n) && n >= 0 && n <= max, { message: key, params: { max } }));

// Messages are keys of the staff catalogue's errors (worded in the account's language by staffAction).
export const availabilitySchema = z.object({
  staffId: z.string().check(z.minLength(1, "noAccount"), z.maxLength(64, "noAccount")),
  timeZone: z.string({ error: "chooseTimeZone" }).check(z.refine(isTimeZone, "chooseTimeZone")),
  province: z.enum([...PROVINCES, "none"], { error: "chooseProvince" }),
  // Seven days from Sunday: [from, to] as HH:MM, or empty strings for a closed day.
  hours: z.array(z.tuple([z.string(), z.string()])).check(
    z.length(7, "badWeeklyHours"),
    z.refine((days) => days.every(([a, b]) => (a === "" && b === "") || (HHMM.test(a) && HHMM.test(b) && minutesOf(a) < minutesOf(b))), "badWeeklyHours"),
  ),
  daysOff: z.string().check(
    z.maxLength(2000, "badDaysOff"),
    z.refine((text) => text.split(/[\s,]+/).every((d) => d === "" || (/^\d{4}-\d{2}-\d{2}$/.test(d) && Number.isFinite(Date.parse(d)))), "badDaysOff"),
  ),
  bufferMinutes: whole(120, "badMinutes"),
  noticeMinutes: whole(10_080, "badMinutes"),
  dailyCap: z.number({ error: "badCap" }).check(z.refine((n) => Number.isInteger(n) && n >= 1 && n <= 20, "badCap")),
  meetingLink: z.string().check(
    z.maxLength(500, "badMeetingLink"),
    z.refine((s) => s === "" || /^https:\/\/[^\s]+$/.test(s), "badMeetingLink"),
  ),
  feedUrl: z.string().check(
    z.maxLength(1000, "badFeedUrl"),
    z.refine((s) => s === "" || /^(https?|webcals?):\/\/[^\s]+$/i.test(s), "badFeedUrl"),
  ),
});
export type AvailabilityInput = z.output<typeof availabilitySchema>;

// The form's fields as the schema reads them.
export function availabilityInputFrom(form: FormData): unknown {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const number = (name: string) => (text(name) === "" ? undefined : Number(text(name)));
  return {
    staffId: text("staffId"),
    timeZone: text("timeZone"),
    province: text("province"),
    hours: DAY_NAMES.map((_, day) => [text(`from:${day}`), text(`to:${day}`)]),
    daysOff: text("daysOff"),
    bufferMinutes: number("bufferMinutes"),
    noticeMinutes: number("noticeMinutes"),
    dailyCap: number("dailyCap"),
    meetingLink: text("meetingLink"),
    feedUrl: text("feedUrl"),
  };
}

// The form's hours back to the text BUSINESS_HOURS takes ("Mon 09:00-17:00; Tue ..."), and the rep's
// week as the form shows it.
export const weeklyHoursText = (hours: [string, string][]) =>
  hours
    .map(([from, to], day) => (from ? `${DAY_NAMES[day]} ${from}-${to}` : ""))
    .filter(Boolean)
    .join("; ");
export const weekForForm = (week: WeeklyHours): [string, string][] =>
  week.map((intervals) => {
    if (intervals.length === 0) return ["", ""];
    const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
    return [hhmm(intervals[0]![0]), hhmm(intervals.at(-1)![1])];
  });

// Saves an account's availability (its own, or any sales account's by an administrator), audited as
// "availability". Answers whether the calendar address changed (the caller reads it at once).
export async function saveAvailability(actor: { id: string; email: string }, input: AvailabilityInput, ip: string | null): Promise<{ feedChanged: boolean }> {
  return transaction(async (tx) => {
    const [before] = await tx.select().from(staffAvailability).where(eq(staffAvailability.staffId, input.staffId)).limit(1);
    const values = {
      timeZone: input.timeZone,
      province: input.province,
      weeklyHours: weeklyHoursText(input.hours),
      daysOff: [...new Set(input.daysOff.split(/[\s,]+/).filter(Boolean))].sort().join(","),
      bufferMinutes: input.bufferMinutes,
      noticeMinutes: input.noticeMinutes,
      dailyCap: input.dailyCap,
      meetingLink: input.meetingLink || null,
      feedUrl: input.feedUrl || null,
      updatedAt: new Date().toISOString(),
      updatedBy: actor.email,
    };
    const feedChanged = (before?.feedUrl ?? null) !== values.feedUrl;
    // A new address starts without the old one's busy times.
    const feed = feedChanged ? { feedBusy: null, feedFetchedAt: null, feedError: null, feedErrorAt: null } : {};
    await tx
      .insert(staffAvailability)
      .values({ staffId: input.staffId, ...values, ...feed })
      .onConflictDoUpdate({ target: staffAvailability.staffId, set: { ...values, ...feed } });
    const { feedUrl, meetingLink, ...audited } = values;
    await recordAudit(
      { actor, action: "availability", target: input.staffId, detail: { ...audited, feed: Boolean(feedUrl), link: Boolean(meetingLink) }, ip },
      tx,
    );
    return { feedChanged };
  });
}
