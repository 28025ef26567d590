// Business time: how many minutes of business hours lie between two instants, and when a number of
// business minutes after an instant runs out. The dashboard's first-response times and the
// response-time reminders both count with it.
//
//   businessMinutesBetween(from, to, config?)   minutes (fractional) of open hours in [from, to)
//   addBusinessMinutes(from, minutes, config?)  the earliest instant with that many open minutes since `from`
//
// Business hours are configuration, read from the environment unless a config is passed:
//   TEAM_TIME_ZONE     the zone the hours are in (default America/Toronto)
//   BUSINESS_HOURS     "Mon-Fri 09:00-17:00" (default); groups separated by ";" or ",", each days
//                      (a day, a range "Mon-Fri") and one or more HH:MM-HH:MM intervals ("24:00" ends a day)
//   BUSINESS_PROVINCE  the province or territory whose statutory holidays close the office (default ON;
//                      "none" for no holidays)
// A statutory holiday that falls on a closed day (a Saturday) closes the next open day that is not
// itself a holiday instead, as employers and governments observe it (Christmas on a Saturday: closed
// Monday, and Boxing Day on the Sunday: closed Tuesday).
// Minutes are real elapsed minutes: on the night clocks change, 00:00-24:00 holds 23 or 25 hours.
import Holidays from "date-holidays";
import { addDays, localDate, teamTimeZone, weekdayOf, zonedInstant } from "@/lib/time-zones";
import { FIRST_DAY, LAST_DAY } from "@/lib/validations/calendar-day";

export const PROVINCES = ["AB", "BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON", "PE", "QC", "SK", "YT"] as const;
export type Province = (typeof PROVINCES)[number];

export const DEFAULT_BUSINESS_HOURS = "Mon-Fri 09:00-17:00";

// Open intervals per weekday (0 = Sunday), in minutes after local midnight.
export type WeeklyHours = [number, number][][];

export interface BusinessTimeConfig {
  timeZone?: string;
  // "Mon-Fri 09:00-17:00", or already parsed.
  hours?: string | WeeklyHours;
  // Whose statutory holidays close the office; null for none.
  province?: Province | null;
}

const DAY_NAMES = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

export class BusinessHoursError extends Error {}

export function parseBusinessHours(text: string): WeeklyHours {
  const week: WeeklyHours = [[], [], [], [], [], [], []];
  const fail = (why: string): never => {
    throw new BusinessHoursError(`BUSINESS_HOURS ${JSON.stringify(text)}: ${why} (e.g. "Mon-Fri 09:00-17:00; Sat 10:00-14:00")`);
  };
  const time = (hhmm: string) => {
    const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
    if (!match) return fail(`${hhmm} is not HH:MM`);
    const minutes = Number(match[1]) * 60 + Number(match[2]);
    if (Number(match[2]) > 59 || minutes > 1440) fail(`${hhmm} is not a time of day`);
    return minutes;
  };
  const day = (name: string) => {
    const index = DAY_NAMES.indexOf(name.slice(0, 3).toLowerCase());
    if (index < 0 || name.length < 3) fail(`${name} is not a day (Mon, Tue, ... Sun)`);
    return index;
  };
  for (const group of text
    .split(/[;,]/)
    .map((g) => g.trim())
    .filter(Boolean)) {
    const [days = "", ...ranges] = group.split(/\s+/);
    if (ranges.length === 0) fail(`"${group}" has no hours`);
    const [first = "", last] = days.split("-");
    const start = day(first);
    const end = last === undefined ? start : day(last);
    const open = ranges.map((range) => {
      const [from = "", to = ""] = range.split("-");
      const interval: [number, number] = [time(from), time(to)];
      if (interval[0] >= interval[1]) fail(`${range} ends before it starts`);
      return interval;
    });
    for (let d = start; ; d = (d + 1) % 7) {
      week[d]!.push(...open);
      if (d === end) break;
    }
  }
  for (const intervals of week) {
    intervals.sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < intervals.length; i++) if (intervals[i]![0] < intervals[i - 1]![1]) fail("two intervals on one day overlap");
  }
  return week;
}

// What date-holidays calls a public holiday, corrected against each province's employment standards
// law (its list of statutory, or "general", holidays). Rules are date-holidays' own rule strings.
// Checked for 2026; a change in the law means a change here.
const CORRECTIONS: Partial<Record<Province, { remove?: string[]; add?: { rule: string; name: string; since: number }[] }>> = {
  // Ontario's Employment Standards Act, 2000 has nine public holidays; Easter Monday is not one.
  ON: { remove: ["easter 1"] },
  // Statutory since 2023 (Employment Standards Act amendment); date-holidays lists it as an observance.
  BC: { add: [{ rule: "09-30", name: "National Day for Truth and Reconciliation", since: 2023 }] },
  // A general holiday under the Employment Standards Code since 2024 (Bill 4).
  MB: { add: [{ rule: "09-30", name: "National Day for Truth and Reconciliation", since: 2024 }] },
  // Paid holidays under PEI's Employment Standards Act: Gold Cup Parade Day is not one; Truth and
  // Reconciliation Day is, since 2022.
  PE: { remove: ["3rd friday after 08-01"], add: [{ rule: "09-30", name: "National Day for Truth and Reconciliation", since: 2022 }] },
  // The Northwest Territories' general holidays include neither Easter Monday nor Boxing Day; they
  // include National Day for Truth and Reconciliation since 2022.
  NT: { remove: ["easter 1", "12-26"], add: [{ rule: "09-30", name: "National Day for Truth and Reconciliation", since: 2022 }] },
  // Yukon's general holidays: no Easter Monday; Truth and Reconciliation Day since 2023.
  YT: { remove: ["easter 1"], add: [{ rule: "09-30", name: "National Day for Truth and Reconciliation", since: 2023 }] },
};

const holidayCalendars = new Map<Province, Holidays>();

// The province's statutory holidays in a year, by date, as the law names them (before moving any
// that fall on a weekend).
export function statutoryHolidays(province: Province, year: number): { date: string; name: string }[] {
  let calendar = holidayCalendars.get(province);
  if (!calendar) {
    calendar = new Holidays("CA", province, { types: ["public", "bank"] });
    holidayCalendars.set(province, calendar);
  }
  const correction = CORRECTIONS[province] ?? {};
  const listed = calendar
    .getHolidays(year)
    .filter((h) => (h.type === "public" || h.type === "bank") && !correction.remove?.includes(h.rule))
    .map((h) => ({ date: h.date.slice(0, 10), name: h.name }));
  for (const extra of correction.add ?? []) {
    if (year >= extra.since) listed.push({ date: `${year}-${extra.rule}`, name: extra.name });
  }
  const byDate = new Map(listed.map((h) => [h.date, h]));
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

// The dates a province's statutory holidays close an office open `week`'s hours in a year: a holiday
// on a closed day closes the next open day that is not itself a holiday (a week with no open day keeps
// the date). The business calendar below and the meeting slots (lib/booking/slots.ts) both count with it.
export function holidayClosures(province: Province | null, year: number, week: WeeklyHours): Set<string> {
  const dates = new Set<string>();
  if (!province) return dates;
  const holidays = statutoryHolidays(province, year);
  const holidayDates = new Set(holidays.map((h) => h.date));
  for (const { date } of holidays) {
    let observed = date;
    for (let i = 0; i < 7 && (week[weekdayOf(observed)]!.length === 0 || (observed !== date && holidayDates.has(observed)) || dates.has(observed)); i++) {
      observed = addDays(observed, 1);
    }
    dates.add(observed);
  }
  return dates;
}

interface ResolvedConfig {
  key: string;
  timeZone: string;
  week: WeeklyHours;
  province: Province | null;
}

function isProvince(value: string): value is Province {
  return (PROVINCES as readonly string[]).includes(value);
}

export function provinceFrom(value: string | undefined): Province | null {
  const code = (value ?? "ON").trim().toUpperCase() || "ON";
  if (code === "NONE") return null;
  if (!isProvince(code))
    throw new BusinessHoursError(`BUSINESS_PROVINCE ${JSON.stringify(value)} is not a province or territory code (${PROVINCES.join(", ")}, or none)`);
  return code;
}

// The business hours as configured (BUSINESS_HOURS), as written: "Mon-Fri 09:00-17:00".
export const businessHoursText = (env: Record<string, string | undefined> = process.env) => env.BUSINESS_HOURS?.trim() || DEFAULT_BUSINESS_HOURS;

// The environment's business hours (TEAM_TIME_ZONE, BUSINESS_HOURS, BUSINESS_PROVINCE) with any
// given settings over them.
export function businessTimeConfig(config: BusinessTimeConfig = {}, env: Record<string, string | undefined> = process.env): ResolvedConfig {
  const timeZone = config.timeZone ?? teamTimeZone(env);
  const hours = config.hours ?? businessHoursText(env);
  const week = typeof hours === "string" ? parseBusinessHours(hours) : hours;
  const province = config.province !== undefined ? config.province : provinceFrom(env.BUSINESS_PROVINCE);
  return { key: JSON.stringify([timeZone, week, province]), timeZone, week, province };
}

// The calendar spans at most the workspace's days (a day of margin for any zone's offset): an
// instant outside, which no lead has, counts as that edge, so no stored time can make the table
// below grow day by day without end.
const EARLIEST = Date.parse(`${FIRST_DAY}T00:00:00Z`) - 86_400_000;
const LATEST = Date.parse(`${LAST_DAY}T00:00:00Z`) + 2 * 86_400_000;
const withinRange = (t: number) => Math.min(Math.max(t, EARLIEST), LATEST);

// One day of the calendar: its local midnight, its open intervals as instants, and the business
// milliseconds of every earlier day in the table (relative to an arbitrary origin).
interface Day {
  date: string;
  start: number;
  open: [number, number][];
  total: number;
  before: number;
}

// The office's days as instants, built on demand in either direction and kept per configuration,
// so counting for thousands of leads costs a binary search each, not a time-zone conversion.
class BusinessCalendar {
  private days: Day[] = [];
  private end = 0;
  private closed = new Map<number, Set<string>>();

  constructor(private config: ResolvedConfig) {}

  // The dates the office is closed for a holiday in a year (moved off closed days).
  private closedDates(year: number): Set<string> {
    let dates = this.closed.get(year);
    if (!dates) this.closed.set(year, (dates = holidayClosures(this.config.province, year, this.config.week)));
    return dates;
  }

  private makeDay(date: string): Omit<Day, "before"> {
    const { timeZone, week } = this.config;
    const start = zonedInstant(date, 0, timeZone);
    const open = this.closedDates(Number(date.slice(0, 4))).has(date)
      ? []
      : week[weekdayOf(date)]!.map(([from, to]) => [zonedInstant(date, from, timeZone), zonedInstant(date, to, timeZone)] as [number, number]);
    return { date, start, open, total: open.reduce((sum, [a, b]) => sum + (b - a), 0) };
  }

  private grow(t: number): void {
    if (this.days.length === 0) {
      const day = this.makeDay(localDate(t, this.config.timeZone));
      this.days.push({ ...day, before: 0 });
      this.end = zonedInstant(addDays(day.date, 1), 0, this.config.timeZone);
    }
    while (t < this.days[0]!.start) {
      const day = this.makeDay(addDays(this.days[0]!.date, -1));
      this.days.unshift({ ...day, before: this.days[0]!.before - day.total });
    }
    while (t >= this.end) {
      const last = this.days.at(-1)!;
      const day = this.makeDay(addDays(last.date, 1));
      this.days.push({ ...day, before: last.before + last.total });
      this.end = zonedInstant(addDays(day.date, 1), 0, this.config.timeZone);
    }
  }

  // The index of the day holding instant t.
  private dayOf(t: number): number {
    this.grow(t);
    let low = 0;
    let high = this.days.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.days[mid]!.start <= t) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  // Business milliseconds from the table's origin to t.
  at(instant: number): number {
    const t = withinRange(instant);
    const day = this.days[this.dayOf(t)]!;
    return day.before + day.open.reduce((sum, [a, b]) => sum + Math.min(Math.max(t - a, 0), b - a), 0);
  }

  // The earliest instant at which `target` business milliseconds (from the origin) have passed,
  // searching forward from `from`.
  find(from: number, target: number): number {
    let index = this.dayOf(withinRange(from));
    const limit = this.days[index]!.start + 10 * 366 * 86_400_000;
    for (;;) {
      const day = this.days[index]!;
      if (day.total > 0 && day.before + day.total >= target) {
        let left = target - day.before;
        for (const [a, b] of day.open) {
          if (left <= b - a) return Math.max(a + left, from);
          left -= b - a;
        }
      }
      if (day.start > limit) throw new BusinessHoursError("No business hours in the ten years after this date: check BUSINESS_HOURS");
      index++;
      if (index >= this.days.length) this.grow(this.end);
    }
  }
}

const calendars = new Map<string, BusinessCalendar>();

function calendarFor(config: BusinessTimeConfig | undefined): BusinessCalendar {
  const resolved = businessTimeConfig(config);
  let calendar = calendars.get(resolved.key);
  if (!calendar) {
    calendar = new BusinessCalendar(resolved);
    calendars.set(resolved.key, calendar);
  }
  return calendar;
}

const instant = (value: Date | number) => (typeof value === "number" ? value : value.getTime());

// Minutes of business hours between two instants (negative when `to` is before `from`).
export function businessMinutesBetween(from: Date | number, to: Date | number, config?: BusinessTimeConfig): number {
  const calendar = calendarFor(config);
  return (calendar.at(instant(to)) - calendar.at(instant(from))) / 60_000;
}

// The earliest instant by which `minutes` of business hours have passed since `from`: a lead that
// arrives Friday at 16:30 with a 60-minute target is due Monday at 09:30.
export function addBusinessMinutes(from: Date | number, minutes: number, config?: BusinessTimeConfig): Date {
  if (!Number.isFinite(minutes) || minutes < 0) throw new RangeError(`addBusinessMinutes: minutes must be 0 or more, not ${minutes}`);
  const calendar = calendarFor(config);
  const start = instant(from);
  if (minutes === 0) return new Date(start);
  return new Date(calendar.find(start, calendar.at(start) + minutes * 60_000));
}

// Whether the office is open at an instant.
export function isBusinessTime(at: Date | number, config?: BusinessTimeConfig): boolean {
  const t = instant(at);
  return businessMinutesBetween(t, t + 60_000, config) > 0;
}

// A counter for many intervals at once under one configuration (the dashboard's percentiles).
export function businessMinutesCounter(config?: BusinessTimeConfig): (from: Date | number, to: Date | number) => number {
  const calendar = calendarFor(config);
  return (from, to) => (calendar.at(instant(to)) - calendar.at(instant(from))) / 60_000;
}
