import "server-only";
import { and, asc, eq, gte, inArray, isNull, ne, or } from "drizzle-orm";
import { getDb, type Db } from "@/db";
import { meetings, staffAvailability, staffUsers, type StaffAvailability } from "@/db/schema";
import { businessHoursText, parseBusinessHours, provinceFrom, PROVINCES, type Province, type WeeklyHours } from "@/lib/leads/business-time";
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
  let weeklyHours = row?.weeklyHours || businessHoursText();
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
