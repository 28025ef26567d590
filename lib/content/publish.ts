import "server-only";
import { eq } from "drizzle-orm";
import { getDb, transaction, type Db } from "@/db";
import type { ContentKind } from "@/db/enums";
import { siteSettings } from "@/db/schema";
import { assertMayWrite } from "@/lib/content/editing";
import { adapterOf } from "@/lib/content/kinds";
import type { ContentKindAdapter, Published, Refs } from "@/lib/content/kinds/kind";
import { refuseInvalidHtml } from "@/lib/content/preview";
import { ContentError, type ContentActor } from "@/lib/content/document";
import type { RestoreChoice } from "@/lib/validations/content";
import type { StaffRole } from "@/lib/staff/roles";

// One publish for every caller (issue 49, item 2; issue 47, H4, M7, L1, L5). The editor's Publish (an
// article's or a city page's route), an administrator approving a review, and a schedule firing all
// call publish(kind, ref, { actor, base, via }), which runs, in this order:
//  1. the review policy: while review is required, only an administrator publishes directly; an
//     editor's publish (via "editor"), and a schedule whose author may not publish now (via
//     "schedule": one planned before review was turned on fails when it fires), are refused (403); an
//     approval (via "review") is an administrator's;
//  2. the edit lock: someone else's live lock refuses it (409 naming them) - but for an approval, the
//     submission's author, who asked for this publish and may still have the editor open;
//  3. the Nu HTML Checker over the preview of exactly the revision to publish, failing closed
//     (lib/content/preview.ts), skipped when the revision is stale (the transaction then answers the
//     409) or the caller has gone; a schedule skips it when the revision it pinned is the one checked
//     when it was planned;
//  4. in one transaction: the lock again, the kind's gates over the revision (422 with each problem;
//     409 if it is no longer the newest), the live row, the publish revision, the content event every
//     instance applies (with its webhook row) and the audit line; and `also`, what belongs to the same
//     publish (a review's approval and its e-mail).
// Unpublish and restore write revisions too: they take the edit lock the same way (L5). Nothing else
// calls the store's publish.

export type Via = "editor" | "review" | "schedule";

// Who publishes: the audit log's actor and their role (the review policy reads it).
export type Publisher = ContentActor & { role: StaffRole };

export type { Published, Refs };

export interface PublishOptions {
  actor: Publisher;
  // The revision the caller publishes (what the editor saw, the review's): a newer one since is the
  // 409; "head", the newest when the checks run (a schedule falling due).
  base: number | "head";
  via: Via;
  // A French article brought in line with this English revision.
  twinRevision?: number | null;
  // A revision that passed the HTML check already (a schedule's, when it was planned): not checked again.
  checked?: number | null;
  // The request's: a caller that has gone is not kept waiting for the HTML checker.
  signal?: AbortSignal;
  // An account whose own lock does not refuse this publish: a review's author, approved.
  consenting?: string | null;
  also?: (tx: Db, published: Published) => Promise<void>;
}

// A kind's adapter (lib/content/kinds/), as the registry holds it: everything below reads its kind through it.

const REVIEW_SETTING = "content.reviewRequired";
export const reviewSettingKey = REVIEW_SETTING;

export async function reviewRequired(db: Db = getDb()): Promise<boolean> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, REVIEW_SETTING)).limit(1);
  return row?.value === true;
}

// Whether an account may publish directly (and plan a publish): always while review is off; else
// administrators only. The editors' screens ask it to offer Publish or Submit for review.
export async function mayPublish(staff: { role: StaffRole }): Promise<boolean> {
  return staff.role === "admin" || !(await reviewRequired());
}

// Step 1: the review policy for this caller.
export async function assertReviewPolicy(actor: { role: StaffRole }, via: Via): Promise<void> {
  if (via === "review" ? actor.role !== "admin" : !(await mayPublish(actor))) throw new ContentError("reviewRequired", 403);
}

// The revision moved on while a check waited: the transaction answers the 409 with who and what.
class Stale extends Error {}

// A publish checked and ready to write: steps 1 to 3 done; `apply` is step 4 in the caller's
// transaction (a scheduled pair writes both in one).
export interface PreparedPublish {
  apply(tx: Db): Promise<Published>;
}

export async function preparePublish<K extends ContentKind>(kind: K, ref: Refs[K], options: PublishOptions): Promise<PreparedPublish> {
  const adapter = adapterOf(kind);
  await assertReviewPolicy(options.actor, options.via);
  const { doc, head } = await adapter.current(ref);
  const base = options.base === "head" ? head : options.base;
  await assertMayWrite(doc, options.actor.id, undefined, options.consenting);
  // A stale base skips the check: the transaction answers the 409 with who saved and what.
  const stale = async () => {
    if ((await adapter.current(ref)).head !== base) throw new Stale();
  };
  try {
    if (head === base && options.checked !== base) await refuseInvalidHtml(adapter.preview(ref, base), { signal: options.signal, before: stale });
  } catch (error) {
    if (!(error instanceof Stale)) throw error;
  }
  const write = await adapter.writer(ref, base);
  return {
    async apply(tx) {
      await assertMayWrite(doc, options.actor.id, tx, options.consenting);
      return write(tx, options.actor, { baseRevision: base, twinRevision: options.twinRevision });
    },
  };
}

// POST .../publish (an editor), a review's approval, a schedule's one document: the whole pipeline.
export async function publish<K extends ContentKind>(kind: K, ref: Refs[K], options: PublishOptions): Promise<Published> {
  const prepared = await preparePublish(kind, ref, options);
  return adapterOf(kind).settle(
    transaction(async (tx) => {
      const published = await prepared.apply(tx);
      await options.also?.(tx, published);
      return published;
    }),
  );
}

// POST .../unpublish: off the public site under the edit lock (a kind without an unpublisher, a city
// page, is never unpublished: 409).
export async function unpublish<K extends ContentKind>(kind: K, ref: Refs[K], options: { actor: ContentActor }): Promise<Published> {
  const adapter = adapterOf(kind);
  const { doc } = await adapter.current(ref);
  return adapter.settle(
    transaction(async (tx) => {
      await assertMayWrite(doc, options.actor.id, tx);
      return unpublisherOf(adapter)(ref)(tx, options.actor);
    }),
  );
}

// The unpublish inside a transaction of the caller's (a scheduled one), under the same lock.
export async function unpublishIn<K extends ContentKind>(tx: Db, kind: K, ref: Refs[K], actor: ContentActor): Promise<Published> {
  const adapter = adapterOf(kind);
  await assertMayWrite((await adapter.current(ref)).doc, actor.id, tx);
  return unpublisherOf(adapter)(ref)(tx, actor);
}

function unpublisherOf<R>(adapter: ContentKindAdapter<R>): NonNullable<ContentKindAdapter<R>["unpublisher"]> {
  if (!adapter.unpublisher) throw new ContentError("notPublished", 409);
  return adapter.unpublisher;
}

// POST .../restore: an older revision as a new one, under the edit lock.
// Some fields only (`fields`), over the newest; an article's published address moves only with `moveAddress`.
export async function restore<K extends ContentKind>(
  kind: K,
  ref: Refs[K],
  { actor, revision, ...choice }: { actor: ContentActor; revision: number } & RestoreChoice,
): Promise<{ revision: number }> {
  const adapter = adapterOf(kind);
  const { doc } = await adapter.current(ref);
  const write = await adapter.restorer(ref, revision, choice);
  return adapter.settle(
    transaction(async (tx) => {
      await assertMayWrite(doc, actor.id, tx);
      return write(tx, actor);
    }),
  );
}
