import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { transaction, type Db } from "@/db";
import { articles, contentDrafts, contentLocks, contentReviews, contentRevisions, contentSchedules, type Article } from "@/db/schema";
import { searchIndex } from "@/db/search";
import { ContentError, type ContentActor } from "@/lib/content/document";
import { assertMayWrite } from "@/lib/content/editing";
import { indexArticle } from "@/lib/content/kinds/article-search";
import { findArticle, neverPublished, twinOf } from "@/lib/content/store";
import { recordAudit } from "@/lib/staff/audit";

// Putting away what is not public (issue 50, item 4). An article off the public site (a draft, or
// unpublished) may be archived: it leaves the content list and the health page but for the list's
// "Archived" filter, and lib/content/store.ts's publish refuses it until it is restored from the
// archive. A draft never published may be deleted, with its revisions, autosaves, lock, schedules and
// reviews; a published one keeps its address and its redirects, so it is unpublished or archived
// instead. Each runs under the edit lock, and is refused in words while a schedule or a review waits.

const docOf = (article: Article) => ({ kind: "article" as const, id: article.id, locale: article.locale });
const doc = (article: Article) => and(eq(contentRevisions.docKind, "article"), eq(contentRevisions.docId, article.id));

// A schedule not yet fired, or a review not yet decided: the article is not put away under them.
async function assertNothingWaits(tx: Db, article: Article): Promise<void> {
  const [schedule] = await tx
    .select({ id: contentSchedules.id })
    .from(contentSchedules)
    .where(and(eq(contentSchedules.docKind, "article"), eq(contentSchedules.docId, article.id), inArray(contentSchedules.status, ["pending", "claimed"])))
    .limit(1);
  if (schedule) throw new ContentError("articleScheduled", 409);
  const [review] = await tx
    .select({ id: contentReviews.id })
    .from(contentReviews)
    .where(and(eq(contentReviews.docKind, "article"), eq(contentReviews.docId, article.id), eq(contentReviews.status, "pending")))
    .limit(1);
  if (review) throw new ContentError("articleInReview", 409);
}

// The article read in the transaction, under its edit lock.
async function lockedArticle(tx: Db, actor: ContentActor, id: number): Promise<Article> {
  const article = await findArticle(id, tx);
  await assertMayWrite(docOf(article), actor.id, tx);
  return article;
}

// Archived: out of the list. A public article is unpublished first (its page and redirects matter).
export async function archiveArticleIn(tx: Db, actor: ContentActor, id: number): Promise<{ archived: true }> {
  const article = await lockedArticle(tx, actor, id);
  if (article.isPublished) throw new ContentError("archivePublished", 409);
  if (article.archivedAt !== null) throw new ContentError("alreadyArchived", 409);
  await assertNothingWaits(tx, article);
  await tx.update(articles).set({ archivedAt: new Date().toISOString() }).where(eq(articles.id, id));
  await recordAudit({ actor, action: "content-archived", target: `article:${id}`, ip: actor.ip }, tx);
  return { archived: true };
}

// Back from the archive, as it was (a draft, or unpublished).
export async function unarchiveArticleIn(tx: Db, actor: ContentActor, id: number): Promise<{ archived: false }> {
  const article = await lockedArticle(tx, actor, id);
  if (article.archivedAt === null) throw new ContentError("notArchived", 409);
  await tx.update(articles).set({ archivedAt: null }).where(eq(articles.id, id));
  await recordAudit({ actor, action: "content-unarchived", target: `article:${id}`, ip: actor.ip }, tx);
  return { archived: false };
}

// Gone with everything it holds. Only a draft never published, and no English original whose French
// adaptation would be left without it.
export async function deleteArticleIn(tx: Db, actor: ContentActor, id: number): Promise<{ deleted: true }> {
  const article = await lockedArticle(tx, actor, id);
  if (!neverPublished(article)) throw new ContentError("deletePublished", 409);
  await assertNothingWaits(tx, article);
  if (article.locale === "en" && (await twinOf(article, tx))) throw new ContentError("deleteHasTwin", 409);
  const rows = (table: typeof contentDrafts | typeof contentLocks | typeof contentSchedules | typeof contentReviews) =>
    and(eq(table.docKind, "article"), eq(table.docId, id));
  await tx.delete(contentDrafts).where(rows(contentDrafts));
  await tx.delete(contentLocks).where(rows(contentLocks));
  await tx.delete(contentSchedules).where(rows(contentSchedules));
  await tx.delete(contentReviews).where(rows(contentReviews));
  await tx.delete(contentRevisions).where(doc(article));
  await tx.delete(articles).where(eq(articles.id, id));
  await searchIndex.remove(tx, { docKind: "article", docId: id, locale: article.locale });
  await recordAudit({ actor, action: "content-deleted", target: `article:${id}`, detail: { slug: article.slug, title: article.title }, ip: actor.ip }, tx);
  return { deleted: true };
}

export type PutAway = "archive" | "unarchive" | "delete";
const WRITERS = { archive: archiveArticleIn, unarchive: unarchiveArticleIn, delete: deleteArticleIn } as const;

// One article archived, restored from the archive or deleted, in a transaction of its own.
export async function putAway(action: PutAway, actor: ContentActor, id: number): Promise<object> {
  return transaction(async (tx) => {
    const done = await WRITERS[action](tx, actor, id);
    if (action !== "delete") await indexArticle(tx, id);
    return done;
  });
}
