import "server-only";
import { sql } from "drizzle-orm";
import { asSqlite, getSqlite } from "../index";
import { HIT_END, HIT_START, type SearchHit, type SearchIndex } from "../search";

// FTS5 (migration 0017): bm25 with the title weighted most and the live text least; snippet() picks
// the column that matches best. The query's words are quoted, so none is read as FTS5 syntax, and
// the last one is a prefix (what is being typed).
export function ftsQuery(query: string): string | null {
  const words = query.match(/[\p{L}\p{N}]+/gu);
  if (!words) return null;
  return words.map((word, i) => `"${word}"${i === words.length - 1 ? "*" : ""}`).join(" ");
}

export const sqliteSearch: SearchIndex = {
  async put(tx, doc) {
    const db = asSqlite(tx);
    db.run(sql`DELETE FROM content_search WHERE doc_kind = ${doc.docKind} AND doc_id = ${doc.docId} AND locale = ${doc.locale}`);
    db.run(sql`INSERT INTO content_search (doc_kind, doc_id, locale, title, excerpt, body, tags, live)
      VALUES (${doc.docKind}, ${doc.docId}, ${doc.locale}, ${doc.title}, ${doc.excerpt}, ${doc.body}, ${doc.tags}, ${doc.live})`);
  },
  async clear(tx) {
    asSqlite(tx).run(sql`DELETE FROM content_search`);
  },
  async search(query, { locale, limit }) {
    const match = ftsQuery(query);
    if (!match) return [];
    const rows = getSqlite().all<{ docKind: SearchHit["docKind"]; docId: number; locale: "en" | "fr"; rank: number; snippet: string }>(sql`
      SELECT doc_kind AS docKind, doc_id AS docId, locale, -bm25(content_search, 0, 0, 0, 10, 4, 1, 4, 0.5) AS rank,
        snippet(content_search, -1, ${HIT_START}, ${HIT_END}, '…', 24) AS snippet
      FROM content_search
      WHERE content_search MATCH ${match} ${locale ? sql`AND locale = ${locale}` : sql``}
      ORDER BY rank DESC
      LIMIT ${limit}`);
    return rows.map((row): SearchHit => ({ ...row, docId: Number(row.docId) }));
  },
};
