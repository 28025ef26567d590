import "server-only";
import { and, eq, type SQLWrapper } from "drizzle-orm";
import type { Db } from "@/db";
import { articleRevisionAt, articles, contentRevisions, type Article } from "@/db/schema";
import { searchIndex, type SearchDocument } from "@/db/search";
import { factsOf, htmlFacts } from "@/lib/content/body-facts.mjs";
import type { Locale } from "@/lib/i18n/locale";
import { boundedRepeats } from "./search-text";

// An article's rows of the workspace's search (its adapter, ./article.ts, holds them; lib/content/store.ts
// brings them up to date in the transaction that changed the article).

// ---- Its search document: its newest revision's text (drafts too: an editor searches what they are
// writing) and, when the public page shows another revision, that live text, weighted least.

// A revision's fields as the index reads them: its snapshot's title, excerpt and tags, and its body's
// words as read when it was written (content_revisions.facts); else the live row's, its HTML's text.
interface Indexed {
  title: string;
  excerpt: string;
  text: string;
  tags: string[];
}

const rowText = (article: Article): Indexed => ({ title: article.title, excerpt: article.excerpt, text: htmlFacts(article.content).text, tags: article.tags });
const plain = (fields: Indexed) => [fields.title, fields.excerpt, fields.text, fields.tags.join(" ")].join(" ");
const same = (a: Indexed, b: Indexed) => a.title === b.title && a.excerpt === b.excerpt && a.text === b.text && a.tags.join() === b.tags.join();

// A revision row as indexed. One written before revisions kept facts (the seed reads them at its
// next start) is read as its text with the tags out, never as Markdown here.
function indexed(snapshot: Record<string, unknown>, facts: unknown): Indexed {
  const fields = snapshot as { title?: string; excerpt?: string; body?: string; tags?: string[] };
  const text = factsOf(facts)?.text ?? htmlFacts(String(fields.body ?? "")).text;
  return { title: fields.title ?? "", excerpt: fields.excerpt ?? "", text, tags: fields.tags ?? [] };
}

async function snapshotAt(tx: Db, article: Article, number: number): Promise<Indexed | null> {
  const [row] = await tx
    .select({ snapshot: contentRevisions.snapshot, facts: contentRevisions.facts })
    .from(contentRevisions)
    .where(and(revisionOf(article.id, article.locale), eq(contentRevisions.number, number)))
    .limit(1);
  return row ? indexed(row.snapshot, row.facts) : null;
}

const revisionOf = (id: SQLWrapper | number, locale: SQLWrapper | Locale) =>
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
    body: boundedRepeats(head.text),
    tags: (head.tags ?? []).join(" "),
    live: live && !same(live, head) ? boundedRepeats(plain(live)) : "",
  };
}

// One article's row brought up to date, in the transaction that changed it.
export async function indexArticle(tx: Db, id: number): Promise<void> {
  const [article] = await tx.select().from(articles).where(eq(articles.id, id)).limit(1);
  if (article) await searchIndex.put(tx, await documentOf(tx, article, await snapshotAt(tx, article, article.revision)));
}

// Every article's row, read with its newest revision in one query; how many.
export async function indexAllArticles(tx: Db): Promise<number> {
  const rows = await tx
    .select({ article: articles, snapshot: contentRevisions.snapshot, facts: contentRevisions.facts })
    .from(articles)
    .leftJoin(contentRevisions, articleRevisionAt(articles.revision));
  for (const { article, snapshot, facts } of rows) await searchIndex.put(tx, await documentOf(tx, article, snapshot ? indexed(snapshot, facts) : null));
  return rows.length;
}
