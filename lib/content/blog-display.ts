// Display-only values derived from an article (spec section 3). Pure and deterministic, so the
// server and the browser always agree. (Its dates are not derived: every view shows the two the row
// holds, rather than the spec's dates counted back from today, which gave one article three dates.)

// An article's dates as every view shows them (list, page, structured data, feed, sitemap): first
// published, and last changed. A row published before first-publication dates were kept shows its
// last change for both.
export const articleDates = (article: { publishedAt: string | null; updatedAt: string }) => ({
  published: article.publishedAt ?? article.updatedAt,
  updated: article.updatedAt,
});

// The blog's order, in its list and its feed: newest first by first publication, then by id.
export const newestFirst = (a: { id: number; publishedAt: string | null; updatedAt: string }, b: typeof a) =>
  articleDates(b).published.localeCompare(articleDates(a).published) || a.id - b.id;

// A date as an instant: a calendar day ("2024-06-20", as content/ writes one) is taken at noon UTC,
// the same day in every Canadian zone.
export const dateInstant = (date: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T12:00:00Z` : date);

// 3 to 12 minutes, scattered by id with a multiplicative hash so neighbours differ: the English
// blog's read time, as the spec defines it.
export function readTimeMinutes(id: number): number {
  return 3 + ((Math.imul(id, 2654435761) >>> 0) % 10);
}

// A French article's read time, counted on its own text (about 230 words a minute), not borrowed
// from the English article it adapts.
export function readTimeFromText(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w)).length;
  return Math.max(1, Math.round(words / 230));
}

// The read time shown for an article in its language.
export const articleReadTime = (article: { id: number; content: string; locale: string }) =>
  article.locale === "fr" ? readTimeFromText(article.content) : readTimeMinutes(article.id);
