// Display-only values derived from an article (spec section 3). Pure and deterministic, so the
// server and the browser always agree: "today" is passed in, never read from a clock here.

const DAY_MS = 86_400_000;

// YYYY-MM-DD of a Date, in UTC so a build server's time zone never shifts the day.
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

// On the list: today minus 7 days per position, as YYYY-MM-DD.
export function listDay(today: string, position: number): string {
  return isoDay(new Date(Date.parse(today) - position * 7 * DAY_MS));
}

// On the article page: today minus (id - 1) days, as YYYY-MM-DD.
export function articleDay(today: string, id: number): string {
  return isoDay(new Date(Date.parse(today) - (id - 1) * DAY_MS));
}

// 3 to 12 minutes, scattered by id with a multiplicative hash so neighbours differ: the English
// blog's read time, as the spec defines it.
export function readTimeMinutes(id: number): number {
  return 3 + (Math.imul(id, 2654435761) >>> 0) % 10;
}

// A French article's read time, counted on its own text (about 230 words a minute), not borrowed
// from the English article it adapts.
export function readTimeFromText(html: string): number {
  const words = html.replace(/<[^>]*>/g, " ").split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
  return Math.max(1, Math.round(words / 230));
}

// The read time shown for an article in its language.
export const articleReadTime = (article: { id: number; content: string; locale: string }) =>
  article.locale === "fr" ? readTimeFromText(article.content) : readTimeMinutes(article.id);
