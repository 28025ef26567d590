import "server-only";
import { sql } from "drizzle-orm";
import { asSqlite } from "../index";
import { HIT_END, HIT_START, searchWords, SearchTooBroadError, type SearchHit, type SearchIndex } from "../ports/search";
import { readBatchesOffThread, ReaderDeadlineError } from "./reader";

// How long a search's statement may run on its thread: snippet() takes time quadratic in a body's
// matches of a word (27,000 "a" in one body: 17 s), so past this the search is refused as too broad.
const STATEMENT_MS = 2_000;
const WEIGHTS = sql.raw("0, 0, 0, 10, 4, 1, 4, 0.5");

// FTS5 (migration 0017): bm25 with the title weighted most and the live text least; snippet() picks
// the column that matches best. The query's words (searchWords: once each, eight at most) are quoted,
// so none is read as FTS5 syntax, and the last one is a prefix (what is being typed) when it has
// three letters or more: "a*" or "de*" would match most of the index.
export function ftsQuery(query: string): string | null {
  const words = searchWords(query);
  if (words.length === 0) return null;
  const prefix = (word: string, i: number) => i === words.length - 1 && [...word].length >= 3;
  return words.map((word, i) => `"${word}"${prefix(word, i) ? "*" : ""}`).join(" ");
}

export const sqliteSearch: SearchIndex = {
  async put(tx, doc) {
    const db = asSqlite(tx);
    db.run(sql`DELETE FROM content_search WHERE doc_kind = ${doc.docKind} AND doc_id = ${doc.docId} AND locale = ${doc.locale}`);
    db.run(sql`INSERT INTO content_search (doc_kind, doc_id, locale, title, excerpt, body, tags, live)
      VALUES (${doc.docKind}, ${doc.docId}, ${doc.locale}, ${doc.title}, ${doc.excerpt}, ${doc.body}, ${doc.tags}, ${doc.live})`);
  },
  async remove(tx, doc) {
    asSqlite(tx).run(sql`DELETE FROM content_search WHERE doc_kind = ${doc.docKind} AND doc_id = ${doc.docId} AND locale = ${doc.locale}`);
  },
  async clear(tx) {
    asSqlite(tx).run(sql`DELETE FROM content_search`);
  },
  async search(query, { locale, limit }) {
    const match = ftsQuery(query);
    if (!match) return [];
    // On a reader's thread of its own (./reader.ts, its own read-only connection), within
    // STATEMENT_MS: better-sqlite3 runs a statement synchronously, and a search's time is the
    // query's to decide. The best `limit` are ranked first, so snippet() reads only those.
    const hits: SearchHit[] = [];
    await readBatchesOffThread(
      sql`
      SELECT doc_kind AS docKind, doc_id AS docId, locale, -bm25(content_search, ${WEIGHTS}) AS rank,
        snippet(content_search, -1, ${HIT_START}, ${HIT_END}, '…', 24) AS snippet
      FROM content_search
      WHERE content_search MATCH ${match} AND rowid IN (
        SELECT rowid FROM content_search WHERE content_search MATCH ${match} ${locale ? sql`AND locale = ${locale}` : sql``}
        ORDER BY bm25(content_search, ${WEIGHTS}) LIMIT ${limit})
      ORDER BY rank DESC`,
      (rows) => {
        for (const [docKind, docId, hitLocale, rank, snippet] of rows)
          hits.push({
            docKind: docKind as SearchHit["docKind"],
            docId: Number(docId),
            locale: hitLocale as "en" | "fr",
            rank: Number(rank),
            snippet: String(snippet),
          });
      },
      { lane: "search", deadlineMs: STATEMENT_MS },
    ).catch((error: unknown) => {
      throw error instanceof ReaderDeadlineError ? new SearchTooBroadError(match) : error;
    });
    return hits;
  },
};
