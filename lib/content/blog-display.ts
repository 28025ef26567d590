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

// The words a reader meets in an article's body (HTML or Markdown): tags and entities become spaces,
// and a word is a run of characters holding a letter or a digit ("46", "CR-V", « l'achat »); the
// Markdown marks and punctuation alone ("#", "-", "»") are not words.
export function bodyWords(body: string): number {
  return body
    .replace(/<[^>]*>/g, " ")
    .replace(/&[#a-z0-9]+;/gi, " ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

// Words read in a minute: 238 is the mean silent reading rate of non-fiction found by Brysbaert's
// meta-analysis of 190 studies (Journal of Memory and Language, 2019), taken down to 230 for a body
// with figures and tables to look at. The same rate in both languages, on purpose: a French
// adaptation and its English source of the same number of words show the same time, and a rate per
// language would make the twins disagree on a length a reader cannot see differ.
export const WORDS_PER_MINUTE = 230;

// "N min read" / « N min de lecture » for a body in either language: its words at WORDS_PER_MINUTE,
// rounded up (a 231-word article is not "1 min"), and never under a minute. A French adaptation shows
// its English original's (lib/content/articles.ts readTimes).
export function readTimeMinutes(body: string): number {
  return Math.max(1, Math.ceil(bodyWords(body) / WORDS_PER_MINUTE));
}
