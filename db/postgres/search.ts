import "server-only";
import { sql } from "drizzle-orm";
import { asPostgres, getPostgres } from "../index";
import { HIT_END, HIT_START, type SearchHit, type SearchIndex } from "../search";

// tsvector (migration 0013): french_unaccent or english_unaccent per document, weighted A (title) to
// D (live text); websearch_to_tsquery reads the query as a search box would (words, "phrases", -not).
// The matching rows are ranked and cut first, so ts_headline only reads the bodies shown.
// A function: db/search.ts, which defines the markers, loads this module before it has defined them.
const headline = () => `StartSel=${HIT_START}, StopSel=${HIT_END}, MaxWords=30, MinWords=12, MaxFragments=1`;

export const postgresSearch: SearchIndex = {
  async put(tx, doc) {
    await asPostgres(tx).execute(sql`
      INSERT INTO content_search (doc_kind, doc_id, locale, title, excerpt, body, tags, live)
      VALUES (${doc.docKind}, ${doc.docId}, ${doc.locale}, ${doc.title}, ${doc.excerpt}, ${doc.body}, ${doc.tags}, ${doc.live})
      ON CONFLICT (doc_kind, doc_id, locale) DO UPDATE SET title = excluded.title, excerpt = excluded.excerpt,
        body = excluded.body, tags = excluded.tags, live = excluded.live`);
  },
  async clear(tx) {
    await asPostgres(tx).execute(sql`DELETE FROM content_search`);
  },
  async search(query, { locale, limit }) {
    if (!/[\p{L}\p{N}]/u.test(query)) return [];
    const { rows } = await getPostgres().execute(sql`
      WITH q AS (SELECT websearch_to_tsquery('english_unaccent', ${query}) AS en, websearch_to_tsquery('french_unaccent', ${query}) AS fr),
      hits AS (
        SELECT s.doc_kind, s.doc_id, s.locale, s.excerpt, s.body, s.live, CASE s.locale WHEN 'fr' THEN q.fr ELSE q.en END AS query,
          ts_rank(s.document, CASE s.locale WHEN 'fr' THEN q.fr ELSE q.en END) AS rank
        FROM content_search s, q
        WHERE ((s.locale = 'fr' AND s.document @@ q.fr) OR (s.locale <> 'fr' AND s.document @@ q.en))
          ${locale ? sql`AND s.locale = ${locale}` : sql``}
        ORDER BY rank DESC
        LIMIT ${limit}
      )
      SELECT doc_kind AS "docKind", doc_id AS "docId", locale, rank,
        ts_headline(CASE locale WHEN 'fr' THEN 'french_unaccent'::regconfig ELSE 'english_unaccent'::regconfig END,
          concat_ws(' ', excerpt, body, live), query, ${headline()}) AS snippet
      FROM hits
      ORDER BY rank DESC`);
    return (rows as unknown as SearchHit[]).map((row) => ({ ...row, rank: Number(row.rank) }));
  },
};
