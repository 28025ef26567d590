import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db";
import type { ContentKind } from "@/db/enums";
import { articles, cities, contentDrafts, contentLocks, type ContentLock } from "@/db/schema";
import type { Locale } from "@/lib/i18n/locale";
import type { ContentActor } from "@/lib/content/document";
import { recordAudit } from "@/lib/staff/audit";
import { StaffError } from "@/lib/staff/messages";

// Who is editing a document now, and what they typed since their last save (issue 40).
// - The working copy: one row per author and document, overwritten by the editor's autosave (two
//   seconds after typing stops, and when the page is hidden); a save (a revision) clears it.
// - The lock: one row per document and language, naming its holder; the editor takes it on opening
//   and refreshes it while its holder types. Nobody active for LOCK_IDLE_MS: anyone may take it.
//   Someone else's live lock refuses a save (409 naming the holder); a script saving through the
//   API without taking the lock is refused only then. Taking over someone's live lock is audited,
//   and their editor learns it within seconds: it reads the lock every few seconds (GET .../lock),
//   and its next autosave is kept all the same (issue 50: what they typed after the take-over is
//   their working copy, as the notice says) before the 409 tells it. Closing the tab leaves the lock
//   (POST .../lock/release, the browser's beacon on pagehide).

export const LOCK_IDLE_MS = 5 * 60_000;

export interface Doc {
  kind: ContentKind;
  id: number;
  locale: Locale;
}

// An editor, as a lock names them.
export type Editor = ContentActor & { name: string };

export interface LockView {
  holderId: string;
  holder: string;
  since: string;
  lastActiveAt: string;
}

export interface WorkingCopy {
  fields: Record<string, unknown>;
  baseRevision: number;
  savedAt: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const ofDoc = <T extends typeof contentLocks | typeof contentDrafts>(table: T, doc: Doc) =>
  and(eq(table.docKind, doc.kind), eq(table.docId, doc.id), eq(table.locale, doc.locale));
const viewOf = (lock: ContentLock): LockView => ({ holderId: lock.holderId, holder: lock.holderName, since: lock.since, lastActiveAt: lock.lastActiveAt });

// An article as a document of the editing room (its language from its row); 404 when there is none.
export async function articleDoc(id: number): Promise<Doc & { kind: "article" }> {
  const [row] = await getDb().select({ locale: articles.locale }).from(articles).where(eq(articles.id, id)).limit(1);
  if (!row) throw new StaffError("contentNotFound", {}, 404);
  return { kind: "article", id, locale: row.locale };
}

// One language of a city page as a document of the editing room; 404 when there is no such city.
export async function cityDoc(slug: string, locale: Locale): Promise<Doc & { kind: "city" }> {
  const [row] = await getDb().select({ id: cities.id }).from(cities).where(eq(cities.slug, slug)).limit(1);
  if (!row) throw new StaffError("contentNotFound", {}, 404);
  return { kind: "city", id: row.id, locale };
}

// The refusal of an editor without the lock: 409, who holds it and since when (its details are the
// lock, not a ContentError's).
export class LockHeldError extends StaffError {
  constructor(readonly lock: LockView) {
    super("lockHeld", { name: lock.holder }, 409);
  }

  override details(): Record<string, unknown> {
    return { lock: this.lock };
  }
}

// The live lock on a document (active less than LOCK_IDLE_MS ago), if any.
export async function liveLock(doc: Doc, db: Db = getDb(), now = Date.now()): Promise<ContentLock | null> {
  const [lock] = await db
    .select()
    .from(contentLocks)
    .where(and(ofDoc(contentLocks, doc), sql`${contentLocks.lastActiveAt} > ${iso(now - LOCK_IDLE_MS)}`))
    .limit(1);
  return lock ?? null;
}

// Throws the 409 when someone other than `actorId` holds a live lock on the document. `consenting`
// holds no lock against this write: the author of a submission an administrator approves, whose
// editor may well still be open on what they submitted.
export async function assertMayWrite(doc: Doc, actorId: string, db: Db = getDb(), consenting: string | null = null): Promise<void> {
  const lock = await liveLock(doc, db);
  if (lock && lock.holderId !== actorId && lock.holderId !== consenting) throw new LockHeldError(viewOf(lock));
}

// POST .../lock: takes the lock, or refreshes it for its holder. In one statement: the row is
// written only when it is free, idle, or already ours (or, taking over, whoever holds it), so two
// editors opening a free document at once cannot both get it. Answers the lock, or throws the 409.
export async function takeLock(editor: Editor, doc: Doc, takeOver = false): Promise<LockView> {
  const now = Date.now();
  const at = iso(now);
  const db = getDb();
  const before = takeOver ? await liveLock(doc, db, now) : null;
  const held = sql`${sql.identifier("content_locks")}.${sql.identifier("holder_id")}`;
  const [lock] = await db
    .insert(contentLocks)
    .values({ docKind: doc.kind, docId: doc.id, locale: doc.locale, holderId: editor.id, holderName: editor.name, since: at, lastActiveAt: at })
    .onConflictDoUpdate({
      target: [contentLocks.docKind, contentLocks.docId, contentLocks.locale],
      set: {
        holderId: editor.id,
        holderName: editor.name,
        // A holder refreshing keeps the time they started; a new holder starts now.
        since: sql`case when ${held} = ${editor.id} then ${sql.identifier("content_locks")}.${sql.identifier("since")} else ${at} end`,
        lastActiveAt: at,
      },
      setWhere: takeOver
        ? undefined
        : sql`${held} = ${editor.id} or ${sql.identifier("content_locks")}.${sql.identifier("last_active_at")} <= ${iso(now - LOCK_IDLE_MS)}`,
    })
    .returning();
  if (!lock) {
    const holder = await liveLock(doc, db, now);
    // Freed between the two statements: try again.
    if (!holder) return takeLock(editor, doc, takeOver);
    throw new LockHeldError(viewOf(holder));
  }
  if (before && before.holderId !== editor.id)
    await recordAudit({
      actor: editor,
      action: "content-lock-taken-over",
      target: `${doc.kind}:${doc.id}`,
      detail: { locale: doc.locale, from: before.holderId, fromName: before.holderName, since: before.since },
      ip: editor.ip,
    });
  return viewOf(lock);
}

// GET .../lock: the live lock (null when free) and whether it is the asker's.
export async function lockState(editorId: string, doc: Doc): Promise<{ lock: LockView | null; mine: boolean }> {
  const lock = await liveLock(doc);
  return { lock: lock ? viewOf(lock) : null, mine: lock?.holderId === editorId };
}

// DELETE .../lock, or POST .../lock/release (the beacon of a closing tab): the holder leaves;
// someone else's lock stays.
export async function releaseLock(editor: Editor, doc: Doc): Promise<void> {
  await getDb()
    .delete(contentLocks)
    .where(and(ofDoc(contentLocks, doc), eq(contentLocks.holderId, editor.id)));
}

// PUT .../working-copy: the author's unsaved text, one row per author and document (upserted).
// It is kept whoever holds the lock (it is the author's own, and nobody else reads it); then someone
// else's live lock answers 409 naming them: that is how an editor whose lock was taken over learns
// it, their text kept. It also counts as activity, refreshing the author's own lock.
export interface WorkingCopyInput {
  fields: Record<string, unknown>;
  baseRevision: number;
}
export async function saveWorkingCopy(editor: Editor, doc: Doc, input: WorkingCopyInput): Promise<{ savedAt: string }> {
  const db = getDb();
  const savedAt = iso(Date.now());
  await db
    .insert(contentDrafts)
    .values({ docKind: doc.kind, docId: doc.id, locale: doc.locale, authorId: editor.id, fields: input.fields, baseRevision: input.baseRevision, savedAt })
    .onConflictDoUpdate({
      target: [contentDrafts.docKind, contentDrafts.docId, contentDrafts.locale, contentDrafts.authorId],
      set: { fields: input.fields, baseRevision: input.baseRevision, savedAt },
    });
  await db
    .update(contentLocks)
    .set({ lastActiveAt: savedAt })
    .where(and(ofDoc(contentLocks, doc), eq(contentLocks.holderId, editor.id)));
  await assertMayWrite(doc, editor.id, db);
  return { savedAt };
}

export async function getWorkingCopy(authorId: string, doc: Doc): Promise<WorkingCopy | null> {
  const [row] = await getDb()
    .select()
    .from(contentDrafts)
    .where(and(ofDoc(contentDrafts, doc), eq(contentDrafts.authorId, authorId)))
    .limit(1);
  return row ? { fields: row.fields, baseRevision: row.baseRevision, savedAt: row.savedAt } : null;
}

// DELETE .../working-copy (discarded), and every save: the revision now holds the text.
export async function clearWorkingCopy(authorId: string, doc: Doc, db: Db = getDb()): Promise<void> {
  await db.delete(contentDrafts).where(and(ofDoc(contentDrafts, doc), eq(contentDrafts.authorId, authorId)));
}
