import "server-only";
import { and, asc, desc, eq, inArray, isNull, or } from "drizzle-orm";
import { getDb, transaction, type Db } from "@/db";
import { contentReviews, siteSettings, staffUsers, type ContentReview } from "@/db/schema";
import type { ContentKind, ReviewStatus } from "@/db/enums";
import { adapterOf, refOf } from "@/lib/content/kinds";
import type { ContentKindAdapter, Refs } from "@/lib/content/kinds/kind";
import { publish, reviewSettingKey, type Published, type Publisher } from "@/lib/content/publish";
import { diffSnapshots, type FieldDiff } from "@/lib/content/diff";
import { ContentError, type ContentActor } from "@/lib/content/document";
// Its outbox messages' builders register as this loads.
import "@/lib/content/notices";
import { queue } from "@/lib/outbox/queue";
import type { Locale } from "@/lib/i18n/locale";
import { recordAudit } from "@/lib/staff/audit";
import type { StaffRole } from "@/lib/staff/roles";

// Review before publishing (issue 40, item 4), a site setting off by default, for every kind of content:
// articles and city pages alike (a city page's publish is a publish). While it is on, an editor's
// Publish becomes "Submit for review", and every path an editor has to a publish is refused (403: the
// publish of either kind, planning one; lib/content/publish.ts holds the policy); an administrator
// approves a submitted revision (which publishes it, through the one publish with its checks, in the
// same transaction) or sends it back with a comment. Approving is the
// administrator role's right rather than a per-account flag: the team page already gives roles,
// and one more permission would be a second way to say who may publish. Each step is audited and
// e-mailed through the outbox (lead_notifications, leadType "content", channel "email"): a
// submission to every administrator, a decision to the author, each in the recipient's language.

export type ReviewEvent = "content.review_submitted" | "content.review_approved" | "content.review_returned";

export interface ReviewSummary {
  id: number;
  docKind: ContentReview["docKind"];
  docId: number;
  locale: Locale;
  revision: number;
  title: string | null;
  // The document's editor.
  href: string;
  submittedBy: string | null;
  submittedAt: string;
  status: ReviewStatus;
  decidedBy: string | null;
  decidedAt: string | null;
  comment: string | null;
  // A pending article's submitted revision against the live one (an administrator's list only):
  // "new" when the article was never published, "offline" when it is unpublished (then `changes` is
  // against nothing), else the fields it changes, prose word by word within the diff's bounds.
  againstLive?: { live: "published" | "new" | "offline"; changes: FieldDiff[] };
}

// One step of a document's review: submitted, then approved or sent back (with its comment).
export interface ReviewStep {
  step: "submitted" | ReviewStatus;
  revision: number;
  by: string | null;
  at: string;
  comment: string | null;
}

// What the document's editor shows of its review: whether a submission is pending, the comment of
// the last send-back until the next submission, and every step, oldest first.
export interface ReviewTrail {
  inReview: boolean;
  returned: ReviewStep | null;
  steps: ReviewStep[];
}

// PUT /staff/api/content/settings (administrators): turns review on or off.
export async function setReviewRequired(actor: ContentActor, on: boolean): Promise<{ reviewRequired: boolean }> {
  const updatedAt = new Date().toISOString();
  await transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ key: reviewSettingKey, value: on, updatedBy: actor.id, updatedAt })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: on, updatedBy: actor.id, updatedAt } });
    await recordAudit({ actor, action: "content-review-setting", detail: { reviewRequired: on }, ip: actor.ip }, tx);
  });
  return { reviewRequired: on };
}

// A staff e-mail about a review, queued in the caller's transaction (sent when SMTP is configured).
async function queueMail(tx: Db, reviewId: number, event: ReviewEvent, recipients: string[]): Promise<void> {
  if (!process.env.SMTP_URL || recipients.length === 0) return;
  await queue(
    tx,
    recipients.map((recipientId) => ({ subject: "content" as const, channel: "email" as const, event, id: reviewId, recipientId })),
  );
}

async function administrators(tx: Db): Promise<string[]> {
  const rows = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, "admin"), or(isNull(staffUsers.banned), eq(staffUsers.banned, false))));
  return rows.map((r) => r.id);
}

async function findReview(tx: Db, id: number): Promise<ContentReview> {
  const [review] = await tx.select().from(contentReviews).where(eq(contentReviews.id, id)).limit(1);
  if (!review) throw new ContentError("contentNotFound", 404);
  return review;
}

// A document to review, as its route names it: its kind and its reference's fields (a reference that
// is one value, an article's id, is named `id`; a city page's is its slug and language).
type Named<T> = T extends object ? T : { id: T };
export type ReviewRef = { [K in ContentKind]: { kind: K } & Named<Refs[K]> }[ContentKind];

// The document's id, language and newest revision, through its kind's adapter.
async function reviewed({ kind, ...fields }: ReviewRef): Promise<{ docId: number; locale: Locale; revision: number; target: string }> {
  const adapter = adapterOf(kind) as ContentKindAdapter<unknown>;
  // A route's document carries its row's id and language (DocRefs: a city page's slug too): its kind
  // reads them as its reference; else `id` is the one value a kind's reference is, or the fields are.
  const named = fields as { id?: number; locale?: Locale };
  const ref = named.id !== undefined && named.locale !== undefined ? await adapter.refOf(named.id, named.locale) : (named.id ?? fields);
  const { doc, head } = await adapter.current(ref);
  return { docId: doc.id, locale: doc.locale, revision: head, target: adapter.target(ref) };
}

// POST .../articles/{id}/submit, POST .../cities/{slug}/submit?locale=: the document's newest revision
// goes to review. A pending review of the same document is replaced by this one (the newer text is
// what to read).
export async function submitForReview(actor: ContentActor, ref: ReviewRef): Promise<{ reviewId: number; revision: number }> {
  const { docId, locale, revision, target } = await reviewed(ref);
  return transaction(async (tx) => {
    const doc = and(eq(contentReviews.docKind, ref.kind), eq(contentReviews.docId, docId), eq(contentReviews.locale, locale));
    await tx.delete(contentReviews).where(and(doc, eq(contentReviews.status, "pending")));
    const [row] = await tx
      .insert(contentReviews)
      .values({ docKind: ref.kind, docId, locale, revision, submittedBy: actor.id, submittedAt: new Date().toISOString() })
      .returning({ id: contentReviews.id });
    await queueMail(tx, row!.id, "content.review_submitted", await administrators(tx));
    await recordAudit({ actor, action: "content-review-submitted", target, detail: { review: row!.id, revision }, ip: actor.ip }, tx);
    return { reviewId: row!.id, revision };
  });
}

// Marks a pending review decided, in the caller's transaction; a review already decided is a 409.
async function decide(tx: Db, actor: ContentActor, review: ContentReview, status: "approved" | "returned", comment: string | null) {
  const [decided] = await tx
    .update(contentReviews)
    .set({ status, decidedBy: actor.id, decidedAt: new Date().toISOString(), comment })
    .where(and(eq(contentReviews.id, review.id), eq(contentReviews.status, "pending")))
    .returning({ id: contentReviews.id });
  if (!decided) throw new ContentError("reviewDecided", 409);
  await queueMail(tx, review.id, status === "approved" ? "content.review_approved" : "content.review_returned", review.submittedBy ? [review.submittedBy] : []);
  await recordAudit(
    {
      actor,
      action: `content-review-${status}`,
      target: `${review.docKind}:${review.docId}`,
      detail: { review: review.id, revision: review.revision },
      ip: actor.ip,
    },
    tx,
  );
}

// POST /staff/api/content/reviews/{id}/approve: publishes the submitted revision through the one
// publish (its lock, HTML check and gates decide; a newer save since is its 409) and marks the review
// approved, in one transaction.
export async function approveReview(actor: Publisher, reviewId: number, signal?: AbortSignal): Promise<Published> {
  const review = await findReview(getDb(), reviewId);
  if (review.status !== "pending") throw new ContentError("reviewDecided", 409);
  const options = {
    actor,
    base: review.revision,
    via: "review" as const,
    signal,
    // The author's own editor, still open on what they submitted, does not stand in the way.
    consenting: review.submittedBy,
    also: (tx: Db) => decide(tx, actor, review, "approved", null),
  };
  return publish(review.docKind, await refOf(review.docKind, review.docId, review.locale), options);
}

// POST /staff/api/content/reviews/{id}/return: back to its author with a comment.
export async function returnReview(actor: ContentActor, reviewId: number, comment: string): Promise<{ status: "returned" }> {
  await transaction(async (tx) => decide(tx, actor, await findReview(tx, reviewId), "returned", comment));
  return { status: "returned" };
}

// GET /staff/api/content/reviews: pending first, then the latest decisions; an editor sees their own.
export async function listReviews(viewer: { id: string; role: StaffRole }, status?: ReviewStatus): Promise<ReviewSummary[]> {
  const rows = await getDb()
    .select({ review: contentReviews, author: staffUsers.name })
    .from(contentReviews)
    .leftJoin(staffUsers, eq(staffUsers.id, contentReviews.submittedBy))
    .where(and(status ? eq(contentReviews.status, status) : undefined, viewer.role === "admin" ? undefined : eq(contentReviews.submittedBy, viewer.id)))
    .orderBy(desc(contentReviews.submittedAt))
    .limit(200);
  const deciders = new Map((await reviewerNames(rows.map((r) => r.review.decidedBy).filter((id): id is string => id !== null))).map((u) => [u.id, u.name]));
  // Each kind's documents named, one read per kind.
  const kinds = [...new Set(rows.map((r) => r.review.docKind))];
  const headings = new Map(
    await Promise.all(
      kinds.map(async (kind) => [kind, await adapterOf(kind).headings(rows.filter((r) => r.review.docKind === kind).map((r) => r.review.docId))] as const),
    ),
  );
  const summaries: ReviewSummary[] = rows.map(({ review, author }) => {
    const heading = headings.get(review.docKind)?.get(review.docId)?.(review.locale);
    return {
      id: review.id,
      docKind: review.docKind,
      docId: review.docId,
      locale: review.locale,
      revision: review.revision,
      title: heading?.title ?? null,
      href: heading?.href ?? "/staff/content/reviews",
      submittedBy: author,
      submittedAt: review.submittedAt,
      status: review.status,
      decidedBy: review.decidedBy ? (deciders.get(review.decidedBy) ?? null) : null,
      decidedAt: review.decidedAt,
      comment: review.comment,
    };
  });
  const pending = summaries.filter((r) => r.status === "pending");
  // One comparison at a time: each runs on the diff's thread within its deadline (lib/content/diff.ts),
  // and side by side they would overflow its queue and fall back to whole fields.
  if (viewer.role === "admin") for (const review of pending) review.againstLive = await againstLive(review);
  return [...pending, ...summaries.filter((r) => r.status !== "pending")];
}

// For a kind whose revisions can be compared with the live one (an article); none for another.
async function againstLive(review: ReviewSummary): Promise<ReviewSummary["againstLive"]> {
  const beside = await adapterOf(review.docKind).besideLive?.(review.docId, review.revision);
  if (!beside) return undefined;
  return { live: beside.live, changes: beside.before ? await diffSnapshots(beside.before, beside.after) : [] };
}

// The documents of a kind with a submission pending (the content list's "In review").
export async function inReview(kind: ContentKind): Promise<Set<number>> {
  const rows = await getDb()
    .select({ docId: contentReviews.docId })
    .from(contentReviews)
    .where(and(eq(contentReviews.docKind, kind), eq(contentReviews.status, "pending")));
  return new Set(rows.map((r) => r.docId));
}

export const articlesInReview = () => inReview("article");

// GET /staff/api/content/articles/{id} and the article's editor: its review, step by step. A
// submission replaced by a newer one before a decision is not kept (lib/content/review.ts's submit).
export async function reviewTrail(doc: { kind: ContentReview["docKind"]; docId: number; locale: Locale }): Promise<ReviewTrail> {
  const rows = await getDb()
    .select({ review: contentReviews, author: staffUsers.name })
    .from(contentReviews)
    .leftJoin(staffUsers, eq(staffUsers.id, contentReviews.submittedBy))
    .where(and(eq(contentReviews.docKind, doc.kind), eq(contentReviews.docId, doc.docId), eq(contentReviews.locale, doc.locale)))
    .orderBy(asc(contentReviews.submittedAt), asc(contentReviews.id));
  const deciders = new Map((await reviewerNames(rows.map((r) => r.review.decidedBy).filter((id): id is string => id !== null))).map((u) => [u.id, u.name]));
  const steps: ReviewStep[] = [];
  for (const { review, author } of rows) {
    steps.push({ step: "submitted", revision: review.revision, by: author, at: review.submittedAt, comment: null });
    if (review.status !== "pending" && review.decidedAt) {
      const by = review.decidedBy ? (deciders.get(review.decidedBy) ?? null) : null;
      steps.push({ step: review.status, revision: review.revision, by, at: review.decidedAt, comment: review.comment });
    }
  }
  const last = rows.at(-1)?.review;
  const returned = last?.status === "returned" && last.comment ? steps.at(-1)! : null;
  return { inReview: last?.status === "pending", returned, steps };
}

async function reviewerNames(ids: string[]) {
  if (ids.length === 0) return [];
  return getDb().select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers).where(inArray(staffUsers.id, ids));
}
