import "server-only";
import { sql } from "drizzle-orm";
import { asPostgres, getPostgres } from "../index";
import { HIT_END, HIT_START, searchWords, SEARCH_WORDS_MAX, SearchTooBroadError, type SearchHit, type SearchIndex } from "../ports/search";

// tsvector (migration 0013): french_unaccent or english_unaccent per document, weighted A (title) to
// D (live text); websearch_to_tsquery reads the query as a search box would (words, "phrases", -not).
// The matching rows are ranked and cut first, so ts_headline only reads the bodies shown. A query
// with a word twice, or more than SEARCH_WORDS_MAX words, is searched as its first distinct words;
// the statement has STATEMENT_MS to answer (statement_timeout), else it is cancelled.
// A function: db/search.ts, which defines the markers, loads this module before it has defined them.
const headline = () => `StartSel=${HIT_START}, StopSel=${HIT_END}, MaxWords=30, MinWords=12, MaxFragments=1`;
const STATEMENT_MS = 2_000;

// The search box's text as websearch_to_tsquery reads it: as typed ("phrases", -not) while its words
// are distinct and few, else only those words.
function searchText(query: string): string {
  const all = query.match(/[\p{L}\p{N}]+/gu) ?? [];
  const words = searchWords(query);
  return all.length <= SEARCH_WORDS_MAX && words.length === all.length ? query : words.join(" ");
}

export const postgresSearch: SearchIndex = {
  async put(tx, doc) {
    await asPostgres(tx).execute(sql`
      INSERT INTO content_search (doc_kind, doc_id, locale, title, excerpt, body, tags, live)
      VALUES (${doc.docKind}, ${doc.docId}, ${doc.locale}, ${doc.title}, ${doc.excerpt}, ${doc.body}, ${doc.tags}, ${doc.live})
      ON CONFLICT (doc_kind, doc_id, locale) DO UPDATE SET title = excluded.title, excerpt = excluded.excerpt,
        body = excluded.body, tags = excluded.tags, live = excluded.live`);
  },
  async remove(tx, doc) {
    await asPostgres(tx).execute(sql`DELETE FROM content_search WHERE doc_kind = ${doc.docKind} AND doc_id = ${doc.docId} AND locale = ${doc.locale}`);
  },
  async clear(tx) {
    await asPostgres(tx).execute(sql`DELETE FROM content_search`);
  },
  async search(query, { locale, limit }) {
    if (!/[\p{L}\p{N}]/u.test(query)) return [];
    const text = searchText(query);
    const { rows } = await getPostgres()
      .transaction(async (tx) => {
        await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${STATEMENT_MS}`));
        return tx.execute(sql`
      WITH q AS (SELECT websearch_to_tsquery('english_unaccent', ${text}) AS en, websearch_to_tsquery('french_unaccent', ${text}) AS fr),
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
      })
      .catch((error: unknown) => {
        // 57014: query_canceled, here by the statement timeout.
        if ((error as { code?: string; cause?: { code?: string } }).code === "57014" || (error as { cause?: { code?: string } }).cause?.code === "57014")
          throw new SearchTooBroadError(text);
        throw error;
      });
    return (rows as unknown as SearchHit[]).map((row) => ({ ...row, rank: Number(row.rank) }));
  },
};
