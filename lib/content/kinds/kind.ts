import "server-only";
import type { Db } from "@/db";
import type { ContentKind } from "@/db/enums";
import type { Locale } from "@/lib/i18n/locale";

// A kind of content (an article, a city page) as the plumbing every kind shares sees it: one object
// per kind (./article.ts, ./city.ts), registered in ./index.ts.
export interface ContentKindAdapter<K extends ContentKind = ContentKind> {
  name: K;
  // Its rows of the workspace's search (db/search.ts keeps put, clear and search): one document's,
  // brought up to date in the transaction that changed it, and every one of its documents' (the
  // import's rebuild), how many.
  index(tx: Db, id: number, locale: Locale): Promise<void>;
  indexAll(tx: Db): Promise<number>;
  // The document a content API route acts on, found from its address (lib/staff/action.ts's `doc`),
  // or refused as the route would: 404 for an id or slug that names none, 400 for a language that is none.
  ref(address: DocAddress): Promise<DocRefs[K]>;
}

// A route's address: its dynamic segments (/articles/{id}, /cities/{slug}) and its query string (?locale=fr).
export interface DocAddress {
  params: Record<string, string>;
  query: URLSearchParams;
}

// The document a route acts on, by kind: an article (its id, its language); one language of a city page.
export interface DocRefs {
  article: { kind: "article"; id: number; locale: Locale };
  city: { kind: "city"; id: number; slug: string; locale: Locale };
}

// A text as the index keeps it: each word at most WORD_REPEATS_MAX times (case aside), the later
// ones left out. A search's snippet takes time quadratic in the matches of its words in a document
// (27,000 "a" in one body: 17 s of SQLite's snippet()); no article says a word 500 times (a
// 60,000-character article has about 600 "the"), and a word found once is found.
const WORD_REPEATS_MAX = 500;
export function boundedRepeats(text: string): string {
  const seen = new Map<string, number>();
  return text.replace(/([\p{L}\p{N}]+)(\s*)/gu, (whole, word: string) => {
    const key = word.toLowerCase();
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count > WORD_REPEATS_MAX ? "" : whole;
  });
}
