// The search door's interface and what both engines' implementations share (db/search.ts chooses
// db/sqlite/search.ts or db/postgres/search.ts), in a file of its own that both import.
import type { Db } from "../index";
import type { ContentKind, LANGUAGES } from "../enums";

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
  // One document's row out (an article deleted).
  remove(tx: Db, doc: Pick<SearchDocument, "docKind" | "docId" | "locale">): Promise<void>;
  // Every row out (before a rebuild).
  clear(tx: Db): Promise<void>;
  // The documents matching every word of `query`, in its language when `locale` is given, at most `limit`.
  search(query: string, options: { locale?: Language; limit: number }): Promise<SearchHit[]>;
}
