import "server-only";
import { and, eq, sql, type SQLWrapper } from "drizzle-orm";
import { LANGUAGES, type ContentKind } from "./enums";
import { engine } from "./engine";
import { factsOf, htmlFacts } from "../lib/content/body-facts.mjs";
import { getDb, type Db } from "./index";
import { postgresSearch } from "./postgres/search";
import { articleRevisionAt, articles, cities, contentRevisions, type Article, type City } from "./schema";
import { sqliteSearch } from "./sqlite/search";

// The workspace's full-text search: SQLite's FTS5 table, PostgreSQL's tsvector in the document's
// language with a GIN index (migration search_index of each engine). One row per document and
// language (an article, or one language of a city page): its newest revision's text (drafts too: an
// editor searches what they are writing) and, when the public page shows another revision, that live
// text, weighted least. The content store writes a document's row in the transaction of each change
// (indexArticle, indexCity); the seed rebuilds them all (rebuildSearchIndex).

type Language = (typeof LANGUAGES)[number];

export interface SearchDocument {
  docKind: ContentKind;
  docId: number;
  locale: Language;
  title: string;
  excerpt: string;
  body: string;
  tags: string;
  live: string;
}

// A found document, best first: its rank (higher is better, bm25's or ts_rank's own scale) and a
// snippet of its text with each match between HIT_START and HIT_END, characters no text holds.
export interface SearchHit {
  docKind: ContentKind;
  docId: number;
  locale: Language;
  rank: number;
  snippet: string;
}

export const HIT_START = "\u0002";
export const HIT_END = "\u0003";

// A query's words as the engines search them: letters and digits, each once (case aside), the first
// SEARCH_WORDS_MAX of them. Every word more is one more posting list to intersect; the attack's 100
// × "a" took 6.7 s on SQLite, on the thread every request shares.
export const SEARCH_WORDS_MAX = 8;

// A search the engine gave up on within its time (PostgreSQL's statement_timeout).
export class SearchTooBroadError extends Error {}
export function searchWords(query: string): string[] {
  const seen = new Map<string, string>();
  for (const word of query.match(/[\p{L}\p{N}]+/gu) ?? []) if (!seen.has(word.toLowerCase())) seen.set(word.toLowerCase(), word);
  return [...seen.values()].slice(0, SEARCH_WORDS_MAX);
}

export interface SearchIndex {
  // Writes (or replaces) one document's row in its language.
  put(tx: Db, doc: SearchDocument): Promise<void>;
  // Every row out (before a rebuild).
  clear(tx: Db): Promise<void>;
  // The documents matching every word of `query`, in its language when `locale` is given, at most `limit`.
  search(query: string, options: { locale?: Language; limit: number }): Promise<SearchHit[]>;
}

export const searchIndex: SearchIndex = engine() === "postgres" ? postgresSearch : sqliteSearch;

// A revision's fields as the index reads them: its snapshot's title, excerpt and tags, and its body's
// words as read when it was written (content_revisions.facts); else the live row's, its HTML's text.
interface Indexed {
  title: string;
  excerpt: string;
  text: string;
  tags: string[];
}

// A text as the index keeps it: each word at most WORD_REPEATS_MAX times (case aside), the later
// ones left out. A search's snippet takes time quadratic in the matches of its words in a document
// (27,000 "a" in one body: 17 s of SQLite's snippet()); no article says a word 500 times (a
// 60,000-character article has about 600 "the"), and a word found once is found.
const WORD_REPEATS_MAX = 500;
function boundedRepeats(text: string): string {
  const seen = new Map<string, number>();
  return text.replace(/([\p{L}\p{N}]+)(\s*)/gu, (whole, word: string) => {
    const key = word.toLowerCase();
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count > WORD_REPEATS_MAX ? "" : whole;
  });
}

const rowText = (article: Article): Indexed => ({ title: article.title, excerpt: article.excerpt, text: htmlFacts(article.content).text, tags: article.tags });
const plain = (fields: Indexed) => [fields.title, fields.excerpt, fields.text, fields.tags.join(" ")].join(" ");
const same = (a: Indexed, b: Indexed) => a.title === b.title && a.excerpt === b.excerpt && a.text === b.text && a.tags.join() === b.tags.join();

// A revision row as indexed. One written before revisions kept facts (the seed reads them at its
// next start) is read as its text with the tags out, never as Markdown here.
function indexed(snapshot: Record<string, unknown>, facts: unknown): Indexed {
  const fields = snapshot as { title?: string; excerpt?: string; body?: string; tags?: string[] };
  const text = factsOf(facts)?.text ?? htmlFacts(String(fields.body ?? "")).text;
  return { title: fields.title ?? "", excerpt: fields.excerpt ?? "", text, tags: fields.tags ?? [] };
}

async function snapshotAt(tx: Db, article: Article, number: number): Promise<Indexed | null> {
  const [row] = await tx
    .select({ snapshot: contentRevisions.snapshot, facts: contentRevisions.facts })
    .from(contentRevisions)
    .where(and(revisionOf(article.id, article.locale), eq(contentRevisions.number, number)))
    .limit(1);
  return row ? indexed(row.snapshot, row.facts) : null;
}

const revisionOf = (id: SQLWrapper | number, locale: SQLWrapper | Language) =>
  and(eq(contentRevisions.docKind, "article"), eq(contentRevisions.docId, id), eq(contentRevisions.locale, locale));

// An article's row of the index from its newest revision (`head`, else its row as imported) and,
// when the public page shows another revision, that one's text.
async function documentOf(tx: Db, article: Article, headSnapshot: Indexed | null): Promise<SearchDocument> {
  const head = headSnapshot ?? rowText(article);
  const liveNumber = article.isPublished ? (article.publishedRevision ?? article.revision) : null;
  const live = liveNumber !== null && liveNumber !== article.revision ? ((await snapshotAt(tx, article, liveNumber)) ?? rowText(article)) : null;
  return {
    docKind: "article",
    docId: article.id,
    locale: article.locale,
    title: head.title,
    excerpt: head.excerpt,
    body: boundedRepeats(head.text),
    tags: (head.tags ?? []).join(" "),
    live: live && !same(live, head) ? boundedRepeats(plain(live)) : "",
  };
}

// One article's row brought up to date, in the transaction that changed it.
export async function indexArticle(tx: Db, id: number): Promise<void> {
  const [article] = await tx.select().from(articles).where(eq(articles.id, id)).limit(1);
  if (article) await searchIndex.put(tx, await documentOf(tx, article, await snapshotAt(tx, article, article.revision)));
}

// A city page's words as the index reads them: a revision's snapshot (the import's keys, hero_title
// ..., or the workspace's, heroTitle ...), or the live row's JSON (the import's keys).
interface CityWords {
  heroTitle: string;
  heroSubtitle: string;
  faq: { question: string; answer: string }[];
}

function cityWords(snapshot: Record<string, unknown>): CityWords {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const faq = Array.isArray(snapshot.faq) ? (snapshot.faq as CityWords["faq"]) : [];
  return {
    heroTitle: text(snapshot.heroTitle ?? snapshot.hero_title),
    heroSubtitle: text(snapshot.heroSubtitle ?? snapshot.hero_subtitle),
    faq: faq.map((item) => ({ question: text(item?.question), answer: text(item?.answer) })),
  };
}

const cityText = (words: CityWords) => [words.heroSubtitle, ...words.faq.flatMap((item) => [item.question, item.answer])].join(" ");

function rowJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

// One language of a city page: its name and province as that language's page writes them (the
// French in contentFr, as the public page reads them), its newest revision's hero and questions and,
// when the live page says otherwise, the live words.
function cityDocument(city: City, locale: Language, headSnapshot: Record<string, unknown> | null): SearchDocument {
  const row = rowJson(locale === "fr" ? city.contentFr : city.content);
  const live = cityWords(row);
  const head = headSnapshot ? cityWords(headSnapshot) : live;
  const name = locale === "fr" && typeof row.cityName === "string" ? row.cityName : city.cityName;
  const province = locale === "fr" && typeof row.province === "string" ? row.province : city.province;
  const liveText = [live.heroTitle, cityText(live)].join(" ");
  return {
    docKind: "city",
    docId: city.id,
    locale,
    title: name,
    excerpt: head.heroTitle,
    body: boundedRepeats(cityText(head)),
    tags: province,
    live: liveText === [head.heroTitle, cityText(head)].join(" ") ? "" : boundedRepeats(liveText),
  };
}

const cityRevisionAt = (locale: SQLWrapper | Language) =>
  and(
    eq(contentRevisions.docKind, "city"),
    eq(contentRevisions.docId, cities.id),
    eq(contentRevisions.locale, locale),
    eq(
      contentRevisions.number,
      sql`(select max(${contentRevisions.number}) from ${contentRevisions} where ${contentRevisions.docKind} = 'city' and ${contentRevisions.docId} = ${cities.id} and ${contentRevisions.locale} = ${locale})`,
    ),
  );

// One language of a city page brought up to date, in the transaction that changed it.
export async function indexCity(tx: Db, id: number, locale: Language): Promise<void> {
  const [row] = await tx
    .select({ city: cities, snapshot: contentRevisions.snapshot })
    .from(cities)
    .leftJoin(contentRevisions, cityRevisionAt(locale))
    .where(eq(cities.id, id));
  if (row) await searchIndex.put(tx, cityDocument(row.city, locale, row.snapshot));
}

// Every row written again from the articles, the city pages and their newest revisions, read in a
// query per kind and language (the seed, after an import).
export async function rebuildSearchIndex(tx: Db = getDb()): Promise<number> {
  await searchIndex.clear(tx);
  const rows = await tx
    .select({ article: articles, snapshot: contentRevisions.snapshot, facts: contentRevisions.facts })
    .from(articles)
    .leftJoin(contentRevisions, articleRevisionAt(articles.revision));
  for (const { article, snapshot, facts } of rows) await searchIndex.put(tx, await documentOf(tx, article, snapshot ? indexed(snapshot, facts) : null));
  let count = rows.length;
  for (const locale of LANGUAGES) {
    const pages = await tx.select({ city: cities, snapshot: contentRevisions.snapshot }).from(cities).leftJoin(contentRevisions, cityRevisionAt(locale));
    for (const { city, snapshot } of pages) await searchIndex.put(tx, cityDocument(city, locale, snapshot));
    count += pages.length;
  }
  return count;
}
