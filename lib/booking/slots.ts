// Open demo slots: the 30-minute times a rep can take in the next 14 days, from their weekly hours in
// their own zone, less their province's statutory holidays, their days off, the minimum notice, the
// daily cap, and their busy time (booked meetings and their calendar feed's events, each kept
// `bufferMinutes` apart). Pure: the same on both sides and in the tests; lib/booking/booking.ts reads
// the reps' rows and meetings and calls it.
import { holidayClosures, type Province, type WeeklyHours } from "@/lib/leads/business-time";
import { addDays, localDate, weekdayOf, zonedInstant } from "@/lib/time-zones";

// The seed's "about 30 minutes", and how far ahead a prospect may book.
export const SLOT_MINUTES = 30;
export const WINDOW_DAYS = 14;
const SLOT_MS = SLOT_MINUTES * 60_000;
const DAY_MS = 86_400_000;

export interface RepCalendar {
  id: string;
  timeZone: string;
  week: WeeklyHours;
  province: Province | null;
  // "YYYY-MM-DD" days in the rep's zone.
  daysOff: ReadonlySet<string>;
  bufferMinutes: number;
  noticeMinutes: number;
  dailyCap: number;
  // Busy times of the rep's own calendar, [start, end) in epoch milliseconds.
  busy: readonly (readonly [number, number])[];
  // Booked meetings: their start and the end of their blocked time (their end plus the buffer at booking).
  meetings: readonly { start: number; blockedUntil: number }[];
}

// What a slot may not be, for a rep: outside their hours (or a holiday, a day off, too soon or too far),
// or taken (a meeting, the feed's busy time, the day's cap).
export type SlotRefusal = "closed" | "taken";

const closuresByYear = new Map<string, Set<string>>();
function closed(rep: RepCalendar, date: string): boolean {
  if (rep.daysOff.has(date)) return true;
  const key = `${rep.province}|${date.slice(0, 4)}|${JSON.stringify(rep.week)}`;
  let dates = closuresByYear.get(key);
  if (!dates) closuresByYear.set(key, (dates = holidayClosures(rep.province, Number(date.slice(0, 4)), rep.week)));
  return dates.has(date);
}

// The starts of the slots of one open interval of a day, as instants, in real time from its first
// minute: on the night clocks change an interval holds an hour less or more, as business time counts it.
// Kept per day, interval and zone (the same days are asked for by every request of a fortnight): the
// wall-clock conversions were most of a request's time.
const intervalCache = new Map<string, number[]>();
function intervalStarts(date: string, from: number, to: number, zone: string): number[] {
  const key = `${zone}|${date}|${from}|${to}`;
  const cached = intervalCache.get(key);
  if (cached) return cached;
  const last = zonedInstant(date, to, zone);
  const starts: number[] = [];
  for (let t = zonedInstant(date, from, zone); t + SLOT_MS <= last; t += SLOT_MS) starts.push(t);
  if (intervalCache.size >= 20_000) intervalCache.clear();
  intervalCache.set(key, starts);
  return starts;
}

// The rep's slot starts within [now, now + WINDOW_DAYS), in time order, each with the reason it is not
// free (null: free). `taken` ignores the meetings and busy time (what the hours alone allow).
export function repSlots(rep: RepCalendar, now: number, windowDays = WINDOW_DAYS): { start: number; refusal: SlotRefusal | null }[] {
  const earliest = now + rep.noticeMinutes * 60_000;
  const latest = now + windowDays * DAY_MS;
  const buffer = rep.bufferMinutes * 60_000;
  const today = localDate(now, rep.timeZone);
  const perDay = new Map<string, number>();
  for (const m of rep.meetings) {
    const day = localDate(m.start, rep.timeZone);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const slots: { start: number; refusal: SlotRefusal | null }[] = [];
  for (let d = 0; d <= windowDays; d++) {
    const date = addDays(today, d);
    const hours = rep.week[weekdayOf(date)] ?? [];
    if (hours.length === 0) continue;
    const shut = closed(rep, date);
    const full = (perDay.get(date) ?? 0) >= rep.dailyCap;
    for (const [from, to] of hours) {
      for (const start of intervalStarts(date, from, to, rep.timeZone)) {
        if (start >= latest) break;
        const end = start + SLOT_MS;
        let refusal: SlotRefusal | null = shut || start < earliest ? "closed" : null;
        if (!refusal && full) refusal = "taken";
        if (!refusal && rep.meetings.some((m) => start < m.blockedUntil && m.start < end + buffer)) refusal = "taken";
        if (!refusal && rep.busy.some(([a, b]) => start < b + buffer && a < end + buffer)) refusal = "taken";
        slots.push({ start, refusal });
      }
    }
  }
  return slots;
}

// The free slot starts of several reps together, each with the reps free then (in the order given).
export function openSlots(reps: readonly RepCalendar[], now: number, windowDays = WINDOW_DAYS): { start: number; reps: string[] }[] {
  const byStart = new Map<number, string[]>();
  for (const rep of reps) {
    for (const slot of repSlots(rep, now, windowDays)) {
      if (slot.refusal) continue;
      const free = byStart.get(slot.start);
      if (free) free.push(rep.id);
      else byStart.set(slot.start, [rep.id]);
    }
  }
  return [...byStart.entries()].sort((a, b) => a[0] - b[0]).map(([start, free]) => ({ start, reps: free }));
}

// The reps free at `start` (in the order given), and why none is when none is: one pass over each
// rep's slots (a booking asks both).
export function slotAt(
  reps: readonly RepCalendar[],
  start: number,
  now: number,
  windowDays = WINDOW_DAYS,
): { free: string[]; problem: "past" | "far" | SlotRefusal | null } {
  if (start < now) return { free: [], problem: "past" };
  if (start >= now + windowDays * DAY_MS) return { free: [], problem: "far" };
  let problem: SlotRefusal = "closed";
  const free: string[] = [];
  for (const rep of reps) {
    const slot = repSlots(rep, now, windowDays).find((s) => s.start === start);
    if (!slot) continue;
    if (!slot.refusal) free.push(rep.id);
    else if (slot.refusal === "taken") problem = "taken";
  }
  return { free, problem: free.length > 0 ? null : problem };
}

// Why `start` is not a free slot for any of the reps (null: some rep is free then): "past" before now,
// "far" beyond the window, "closed" outside every rep's hours, "taken" when some rep's hours hold it
// but each is busy.
export function slotProblem(reps: readonly RepCalendar[], start: number, now: number, windowDays = WINDOW_DAYS): "past" | "far" | SlotRefusal | null {
  if (start < now) return "past";
  if (start >= now + windowDays * DAY_MS) return "far";
  let problem: SlotRefusal = "closed";
  for (const rep of reps) {
    const slot = repSlots(rep, now, windowDays).find((s) => s.start === start);
    if (!slot) continue;
    if (!slot.refusal) return null;
    if (slot.refusal === "taken") problem = "taken";
  }
  return problem;
}
