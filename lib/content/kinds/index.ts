import "server-only";
import { getDb, type Db } from "@/db";
import type { ContentKind } from "@/db/enums";
import { searchIndex } from "@/db/search";
import type { Locale } from "@/lib/i18n/locale";
import { articleKind } from "./article";
import { cityKind } from "./city";
import type { ContentKindAdapter, DocRefs, Refs } from "./kind";

// Every kind of content, by the name its rows carry (doc_kind): what works for any kind (the publish
// pipeline of lib/content/publish.ts, the search's rebuild here) goes through this table, and a new
// kind is one more line. Nothing the kinds import imports this table.
export const CONTENT_KINDS: { [K in ContentKind]: ContentKindAdapter<Refs[K], DocRefs[K]> } = { article: articleKind, city: cityKind };

// One kind's adapter, typed by its name.
export const adapterOf = <K extends ContentKind>(kind: K) => CONTENT_KINDS[kind] as ContentKindAdapter<Refs[K]>;

// The reference of the document a row names (doc_kind, doc_id, locale: a review's, a schedule's).
export function refOf<K extends ContentKind>(kind: K, docId: number, locale: Locale): Promise<Refs[K]> {
  return adapterOf(kind).refOf(docId, locale);
}

// Every row of the workspace's search written again from every kind's documents and their newest
// revisions (the import, after it ran). How many.
export async function rebuildSearchIndex(tx: Db = getDb()): Promise<number> {
  await searchIndex.clear(tx);
  let count = 0;
  for (const kind of Object.values(CONTENT_KINDS)) count += await kind.indexAll(tx);
  return count;
}
