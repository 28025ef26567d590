import "server-only";
import { engine } from "./engine";
import type { SearchIndex } from "./ports/search";
import { postgresSearch } from "./postgres/search";
import { sqliteSearch } from "./sqlite/search";

// The workspace's full-text search: SQLite's FTS5 table, PostgreSQL's tsvector in the document's
// language with a GIN index (migration search_index of each engine). One row per document and
// language (an article, or one language of a city page): its newest revision's text (drafts too: an
// editor searches what they are writing) and, when the public page shows another revision, that live
// text, weighted least. This door keeps put, clear and search; each kind of content builds its
// documents (lib/content/kinds/: an article's or a city page's row written in the transaction of
// each change, and every row again after the import, rebuildSearchIndex).

export { HIT_END, HIT_START, SEARCH_WORDS_MAX, SearchTooBroadError, searchWords } from "./ports/search";
export type { SearchDocument, SearchHit, SearchIndex } from "./ports/search";

export const searchIndex: SearchIndex = engine() === "postgres" ? postgresSearch : sqliteSearch;
