import "server-only";
import { getDb, type Db } from "@/db";
import type { ContentKind } from "@/db/enums";
import { searchIndex } from "@/db/search";
import { articleKind } from "./article";
import { cityKind } from "./city";
import type { ContentKindAdapter } from "./kind";

// Every kind of content, by the name its rows carry (doc_kind): what works for any kind (the
// search's rebuild here) goes through this table, and a new kind is one more line.
export const CONTENT_KINDS: { [K in ContentKind]: ContentKindAdapter<K> } = { article: articleKind, city: cityKind };

// Every row of the workspace's search written again from every kind's documents and their newest
// revisions (the import, after it ran). How many rows.
export async function rebuildSearchIndex(tx: Db = getDb()): Promise<number> {
  await searchIndex.clear(tx);
  let count = 0;
  for (const kind of Object.values(CONTENT_KINDS)) count += await kind.indexAll(tx);
  return count;
}
