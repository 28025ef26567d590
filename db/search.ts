import "server-only";
import { and, eq, type SQLWrapper } from "drizzle-orm";
import type { LANGUAGES } from "./enums";
import { engine } from "./engine";
import { getDb, type Db } from "./index";
import { markdownText } from "./markdown-text";
import { postgresSearch } from "./postgres/search";
import { articleRevisionAt, articles, contentRevisions, type Article } from "./schema";
import { sqliteSearch } from "./sqlite/search";

// The workspace's full-text search: SQLite's FTS5 table, PostgreSQL's tsvector in the document's
// language with a GIN index (migration search_index of each engine). One row per document: its newest
// revision's text (drafts too: an editor searches what they are writing) and, when the public page
// shows another revision, that live text, weighted least. The content store writes a document's row in
// the transaction of each change (indexArticle); the seed rebuilds them all (rebuildSearchIndex).

type Language = (typeof LANGUAGES)[number];

export interface SearchDocument {
  docKind: "article";
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
  docKind: "article";
  docId: number;
  locale: Language;
  rank: number;
  snippet: string;
}

export const HIT_START = "\u0002";
export const HIT_END = "\u0003";

export interface SearchIndex {
  // Writes (or replaces) one document's row.
  put(tx: Db, doc: SearchDocument): Promise<void>;
  // Every row out (before a rebuild).
  clear(tx: Db): Promise<void>;
  // The documents matching every word of `query`, in its language when `locale` is given, at most `limit`.
  search(query: string, options: { locale?: Language; limit: number }): Promise<SearchHit[]>;
}

export const searchIndex: SearchIndex = engine() === "postgres" ? postgresSearch : sqliteSearch;

// A revision's fields as the index reads them (content_revisions.snapshot), else the live row's.
interface Indexed {
  title: string;
  excerpt: string;
  body: string;
  tags: string[];
}

const rowText = (article: Article): Indexed => ({ title: article.title, excerpt: article.excerpt, body: article.content, tags: article.tags });
const plain = (fields: Indexed) => [fields.title, fields.excerpt, markdownText(fields.body), fields.tags.join(" ")].join(" ");
const same = (a: Indexed, b: Indexed) => a.title === b.title && a.excerpt === b.excerpt && a.body === b.body && a.tags.join() === b.tags.join();

async function snapshotAt(tx: Db, article: Article, number: number): Promise<Indexed | null> {
  const [row] = await tx
    .select({ snapshot: contentRevisions.snapshot })
    .from(contentRevisions)
    .where(and(revisionOf(article.id, article.locale), eq(contentRevisions.number, number)))
    .limit(1);
  return row ? (row.snapshot as unknown as Indexed) : null;
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
    body: markdownText(head.body),
    tags: (head.tags ?? []).join(" "),
    live: live && !same(live, head) ? plain(live) : "",
  };
}

// One article's row brought up to date, in the transaction that changed it.
export async function indexArticle(tx: Db, id: number): Promise<void> {
  const [article] = await tx.select().from(articles).where(eq(articles.id, id)).limit(1);
  if (article) await searchIndex.put(tx, await documentOf(tx, article, await snapshotAt(tx, article, article.revision)));
}

// Every row written again from the articles and their newest revisions, read in one query (the seed,
// after an import).
export async function rebuildSearchIndex(tx: Db = getDb()): Promise<number> {
  await searchIndex.clear(tx);
  const rows = await tx
    .select({ article: articles, snapshot: contentRevisions.snapshot })
    .from(articles)
    .leftJoin(contentRevisions, articleRevisionAt(articles.revision));
  for (const { article, snapshot } of rows) await searchIndex.put(tx, await documentOf(tx, article, snapshot as unknown as Indexed | null));
  return rows.length;
}
