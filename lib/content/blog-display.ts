// Display-only values derived from an article (spec section 3). Pure and deterministic, so the
// server and the browser always agree: "today" is passed in, never read from a clock here.

const DAY_MS = 86_400_000;

export const BLOG_AUTHOR = "Torque Insights Team";

// YYYY-MM-DD of a Date, in UTC so a build server's time zone never shifts the day.
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

// "November 21, 2026" for a YYYY-MM-DD day: the Canadian-English label beside its <time dateTime>.
export function formatDay(day: string): string {
  return new Date(day).toLocaleDateString("en-CA", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

// On the list: today minus 7 days per position, as YYYY-MM-DD.
export function listDay(today: string, position: number): string {
  return isoDay(new Date(Date.parse(today) - position * 7 * DAY_MS));
}

// On the article page: today minus (id - 1) days, as YYYY-MM-DD.
export function articleDay(today: string, id: number): string {
  return isoDay(new Date(Date.parse(today) - (id - 1) * DAY_MS));
}

// 3 to 12 minutes, scattered by id with a multiplicative hash so neighbours differ.
export function readTimeMinutes(id: number): number {
  return 3 + (Math.imul(id, 2654435761) >>> 0) % 10;
}
