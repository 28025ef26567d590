// Display-only values derived from an article (spec section 3). Pure and deterministic, so the
// server and the browser always agree. (Its date is not derived: every view shows its `updatedAt`,
// the date its structured data gives, rather than the spec's dates counted back from today, which
// gave one article three dates.)

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
