// Wall-clock arithmetic in an IANA time zone, over Intl only (no time-zone library): the local date
// and time of an instant, and the instant of a local date and time. Business hours, the dashboard's
// periods and every time the workspace shows go through here. Pure; safe on both sides.

// The team's time zone: business hours are counted in it, and a staff account that has not chosen
// one sees the workspace in it.
export const DEFAULT_TEAM_TIME_ZONE = "America/Toronto";

export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// TEAM_TIME_ZONE, else America/Toronto. A zone Intl does not know is a configuration error.
export function teamTimeZone(env: Record<string, string | undefined> = process.env): string {
  const zone = env.TEAM_TIME_ZONE?.trim() || DEFAULT_TEAM_TIME_ZONE;
  if (!isTimeZone(zone)) throw new Error(`TEAM_TIME_ZONE is not a time zone: ${JSON.stringify(zone)} (use an IANA name such as America/Toronto)`);
  return zone;
}

// Canada's zones, west to east, offered first on the account page.
export const CANADIAN_TIME_ZONES = [
  "America/Vancouver",
  "America/Whitehorse",
  "America/Edmonton",
  "America/Regina",
  "America/Winnipeg",
  "America/Toronto",
  "America/Halifax",
  "America/St_Johns",
] as const;

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  // 0 = Sunday ... 6 = Saturday
  weekday: number;
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      weekday: "short",
      // Years before 1 AD are counted back from it ("2 BC" is ISO year -1).
      era: "short",
    });
    formatters.set(zone, format);
  }
  return format;
}

export function localParts(instant: Date | number, zone: string): LocalParts {
  const out: Record<string, string> = {};
  for (const part of partsFormat(zone).formatToParts(instant)) out[part.type] = part.value;
  return {
    year: out.era === "BC" ? 1 - Number(out.year) : Number(out.year),
    month: Number(out.month),
    day: Number(out.day),
    hour: Number(out.hour) % 24,
    minute: Number(out.minute),
    second: Number(out.second),
    weekday: WEEKDAYS[out.weekday!] ?? 0,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

// "2026-11-25": the calendar day an instant falls on in the zone.
export function localDate(instant: Date | number, zone: string): string {
  const p = localParts(instant, zone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

// Calendar arithmetic on "YYYY-MM-DD" days (no zone involved: a day is a day).
export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

// 0 = Sunday ... 6 = Saturday, of a calendar day.
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

// The zone's offset from UTC at an instant, in milliseconds (Toronto in winter: -5 h).
function offsetAt(t: number, zone: string): number {
  const p = localParts(t, zone);
  // Not Date.UTC, which reads years 0-99 as 1900-1999 and so put such offsets 1,900 years out.
  const wall = new Date(0);
  wall.setUTCFullYear(p.year, p.month - 1, p.day);
  wall.setUTCHours(p.hour, p.minute, p.second);
  return wall.getTime() - Math.floor(t / 1000) * 1000;
}

// The instant (epoch milliseconds) at which the zone's clocks show `minutes` past midnight of
// `date` (1440 is the next midnight). A time skipped by a spring-forward change is taken at the
// later offset (02:30 on that night reads as 03:30); a time that happens twice in the autumn is
// its first occurrence.
export function zonedInstant(date: string, minutes: number, zone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  // The offsets a day either side: a zone changes its offset at most once in between.
  const before = wall - offsetAt(wall - 86_400_000, zone);
  const after = wall - offsetAt(wall + 86_400_000, zone);
  if (before === after) return before;
  const shows = (t: number) => t + offsetAt(t, zone) === wall;
  const candidates = [before, after].filter(shows);
  return candidates.length > 0 ? Math.min(...candidates) : Math.max(before, after);
}
