import "server-only";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { and, asc, count, desc, eq, inArray, min, ne, sql } from "drizzle-orm";
import { getDb, transaction, type Db } from "@/db";
import { claimDueSchedules, scheduleSignal } from "@/db/content-schedules";
import { dialect } from "@/db/dialect";
import type { ContentKind, ScheduleAction, ScheduleFailure, ScheduleStatus } from "@/db/enums";
import { contentSchedules, staffUsers, type ContentSchedule } from "@/db/schema";
import { assertMayWrite } from "@/lib/content/editing";
import { holdingContentEvents } from "@/lib/content/events";
import { refuseInvalidHtml, type PreviewGrant } from "@/lib/content/preview";
import { adapterOf, refOf } from "@/lib/content/kinds";
import type { Refs } from "@/lib/content/kinds/kind";
import { assertReviewPolicy, preparePublish, unpublishIn, type Publisher } from "@/lib/content/publish";
import { ContentError, type ContentActor } from "@/lib/content/document";
// Its outbox messages' builders register as this loads.
import "@/lib/content/notices";
import { pendingMessage, queue } from "@/lib/outbox/queue";
import { recordAudit } from "@/lib/staff/audit";
import { StaffError } from "@/lib/staff/messages";
import { isStaffRole, type StaffRole } from "@/lib/staff/roles";
import type { Locale } from "@/lib/i18n/locale";
import { isTimeZone, zonedInstant } from "@/lib/time-zones";
import { calendarDayProblem, FIRST_DAY, LAST_DAY } from "@/lib/validations/calendar-day";

// Scheduled publish and unpublish (issue 40). An editor plans a change for an instant, entered in a
// time zone and stored in UTC; an English article and its French twin may be planned as a pair (one
// group), which goes out in one transaction. Every instance keeps one timer for the next due time
// (startScheduler), re-read at start, after each change made here, when another instance announces one
// (db/content-schedules.ts), and by a poll. A due group is claimed by one instance (a lease of
// SCHEDULE_LEASE_MS, taken over when its instance died), then published in one transaction that also
// marks it done, as its author, through the store's publish and its gates. It publishes the newest
// revision at the due time: an editor fixing a typo after planning means the fix to go out with it.
// A gate's refusal leaves everything public as it was: the group is marked failed with the problems,
// and the author is told by e-mail through the outbox, in their language.

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
// A claim older than this was left by an instance that died: another takes it over. A fire takes
// well under a second; the lease only has to outlast a slow one.
export const leaseMs = () => setting("SCHEDULE_LEASE_MS", 10_000);
// Whatever the signal, each instance looks again at least this often (a timer can only wait ~24 days).
const LONGEST_WAIT_MS = 60_000;

export interface ScheduleInput {
  action: ScheduleAction;
  // ISO 8601 with an offset ("2026-03-08T09:00-05:00"), or a wall time ("2026-03-08T09:00") in timeZone.
  at: string;
  timeZone?: string;
  withTwin?: boolean;
}

export interface ScheduleSummary {
  id: number;
  docKind: ContentKind;
  docId: number;
  locale: "en" | "fr";
  action: ScheduleAction;
  dueAt: string;
  timeZone: string;
  groupId: string;
  status: ScheduleStatus;
  firedAt: string | null;
  revision: number | null;
  failure: ScheduleFailure | null;
  createdBy: string;
  createdAt: string;
}

const summary = (row: ContentSchedule): ScheduleSummary => ({
  id: row.id,
  docKind: row.docKind,
  docId: row.docId,
  locale: row.locale,
  action: row.action,
  dueAt: row.dueAt,
  timeZone: row.timeZone,
  groupId: row.groupId,
  status: row.status,
  firedAt: row.firedAt,
  revision: row.revision,
  failure: row.failure,
  createdBy: row.createdBy,
  createdAt: row.createdAt,
});

const WALL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

// The instant an entered time names. With an offset it is exact. A wall time is read in the zone
// (lib/time-zones.ts): one that does not exist (02:30 on a spring-forward night) is taken at the later
// offset, so 02:30 is 03:30; one that happens twice (01:30 on a fall-back night) is the first.
export function dueInstant(at: string, timeZone: string): number {
  const parts = WALL_TIME.exec(at);
  if (!parts) throw new ContentError("badScheduleTime", 400, { field: "at" });
  const [, date, hour, minute, second = "0", offset] = parts;
  const day = calendarDayProblem(date!);
  if (day === "dateOutOfRange") throw new ContentError("scheduleOutOfRange", 400, { field: "at" });
  if (day || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) throw new ContentError("badScheduleTime", 400, { field: "at" });
  // Offsets in use run from -12:00 to +14:00; "+99:99" or "+24:00" is no time at all (it was a 500).
  if (offset && offset !== "Z" && (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4)) > 14 * 60 || Number(offset.slice(4)) > 59))
    throw new ContentError("badScheduleTime", 400, { field: "at" });
  const instant = offset ? Date.parse(at) : zonedInstant(date!, Number(hour) * 60 + Number(minute), timeZone) + Number(second) * 1000;
  if (!Number.isFinite(instant)) throw new ContentError("badScheduleTime", 400, { field: "at" });
  // The range holds for the instant too: 2100-12-31T23:59-23:59 is in 2101.
  const utcDay = new Date(instant).toISOString().slice(0, 10);
  if (utcDay < FIRST_DAY || utcDay > LAST_DAY) throw new ContentError("scheduleOutOfRange", 400, { field: "at" });
  return instant;
}

export const SCHEDULE_RANGE = { first: FIRST_DAY, last: LAST_DAY };

// Pending schedules an account may have at once (issue 47, M5): a thousand planned for one instant
// once held the process for 14 s when they fell due.
export const PENDING_PER_ACCOUNT = 100;

// POST /staff/api/content/articles/{id}/schedule: plans the change (with the French or English twin
// when asked, as one group), audited. A time not after now is refused. Planning is a write of its
// own: someone else's live lock on either document refuses it (409), and planning a publish follows
// the review policy (403 for an editor while review is required: the one publish would refuse it at
// the due time). One pending publish and one pending unpublish per document (the database's partial
// unique index holds it: a second is 409, not a replacement, since it may be a colleague's plan), and
// at most PENDING_PER_ACCOUNT pending per account (409). A publish is checked by the HTML checker now
// and pins the revision it checked: at the due time that revision goes out as it is, and a revision
// saved since is checked again then (lib/content/publish.ts) - the checker is too slow to run for
// every schedule at the due time, and the newest revision is what the author means to go out.
export async function scheduleArticle(actor: Planner, id: number, input: ScheduleInput, now = Date.now(), signal?: AbortSignal): Promise<Planned> {
  return schedule(actor, "article", id, input, now, signal);
}

// POST /staff/api/content/cities/{slug}/schedule?locale=: a city page's language planned for a publish
// (with the other language when asked), as an article's is. A city page stays online: no unpublish.
export async function scheduleCity(
  actor: Planner,
  slug: string,
  locale: Locale,
  input: ScheduleInput,
  now = Date.now(),
  signal?: AbortSignal,
): Promise<Planned> {
  return schedule(actor, "city", { slug, locale }, input, now, signal);
}

// A document of any kind planned (with its twin when asked, as one group), through its kind's adapter:
// an unpublish only for a kind whose pages can go offline.
export async function schedule<K extends ContentKind>(
  actor: Planner,
  kind: K,
  ref: Refs[K],
  input: ScheduleInput,
  now = Date.now(),
  signal?: AbortSignal,
): Promise<Planned> {
  const adapter = adapterOf(kind);
  if (input.action !== "publish" && !adapter.unpublisher) throw new ContentError("scheduleCityUnpublish", 400, { field: "action" });
  const when = await plannedInstant(actor, input, now);
  const twin = input.withTwin ? await adapter.twin(ref) : null;
  if (input.withTwin && twin === null) throw new ContentError("noTwinToSchedule", 400, { field: "withTwin" });
  const docs = await Promise.all(
    (twin === null ? [ref] : [ref, twin]).map(async (each) => {
      const { doc, head } = await adapter.current(each);
      return { id: doc.id, locale: doc.locale, revision: head, grant: adapter.preview(each, head) };
    }),
  );
  return plan(actor, kind, adapter.target(ref), docs, input.action, when, signal);
}

type Planner = ContentActor & { timeZone: string; role: StaffRole };
interface Planned {
  scheduleId: number;
  groupId: string;
  dueAt: string;
  scheduleIds: number[];
}

// The instant a plan names, in its zone (the account's unless it names one), refused when not after
// now; a publish follows the review policy.
async function plannedInstant(actor: Planner, input: ScheduleInput, now: number): Promise<{ dueAt: string; timeZone: string }> {
  const timeZone = input.timeZone ?? actor.timeZone;
  if (!isTimeZone(timeZone)) throw new ContentError("chooseTimeZone", 400, { field: "timeZone" });
  const due = dueInstant(input.at, timeZone);
  if (due <= now) throw new ContentError("scheduleInPast", 400, { field: "at" });
  if (input.action === "publish") await assertReviewPolicy(actor, "schedule");
  return { dueAt: new Date(due).toISOString(), timeZone };
}

// One group of schedules for documents of a kind (a document and its twin), under their edit locks,
// each publish's revision checked by the HTML checker now.
async function plan(
  actor: Planner,
  kind: ContentKind,
  target: string,
  docs: { id: number; locale: Locale; revision: number; grant: Omit<PreviewGrant, "expiresAt"> }[],
  action: ScheduleAction,
  { dueAt, timeZone }: { dueAt: string; timeZone: string },
  signal?: AbortSignal,
): Promise<Planned> {
  for (const doc of docs) await assertMayWrite({ kind, id: doc.id, locale: doc.locale }, actor.id);
  if ((await pendingOf(actor.id)) + docs.length > PENDING_PER_ACCOUNT)
    throw new ContentError("tooManySchedules", 409, { field: "at", values: { max: PENDING_PER_ACCOUNT } });
  // The revision each document is at now, checked now (the checker reads its preview).
  const checked = new Map<Locale, number>();
  if (action === "publish")
    for (const doc of docs) {
      if (await refuseInvalidHtml(doc.grant, { signal })) checked.set(doc.locale, doc.revision);
    }
  const result = await transaction(async (tx) => {
    for (const doc of docs) await assertMayWrite({ kind, id: doc.id, locale: doc.locale }, actor.id, tx);
    const groupId = randomUUID();
    const rows = await tx
      .insert(contentSchedules)
      .values(
        docs.map((doc) => ({
          docKind: kind,
          docId: doc.id,
          locale: doc.locale,
          action,
          dueAt,
          timeZone,
          groupId,
          checkedRevision: checked.get(doc.locale) ?? null,
          createdBy: actor.id,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: contentSchedules.id });
    // One of them has a pending schedule of this action already: neither is planned.
    if (rows.length !== docs.length) throw new ContentError("scheduleExists", 409, { field: "at" });
    const ids = rows.map((r) => r.id);
    await recordAudit({ actor, action: "content-scheduled", target, detail: { schedules: ids, action, dueAt, timeZone }, ip: actor.ip }, tx);
    return { scheduleId: ids[0]!, groupId, dueAt, scheduleIds: ids };
  });
  rearmAll();
  return result;
}

async function pendingOf(authorId: string): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(contentSchedules)
    .where(and(eq(contentSchedules.createdBy, authorId), eq(contentSchedules.status, "pending")));
  return Number(row?.n ?? 0);
}

// DELETE /staff/api/content/schedules/{id}: cancels it and the rest of its group while pending; one
// already claimed, done, failed or cancelled answers 409.
export async function cancelSchedule(actor: ContentActor, scheduleId: string): Promise<{ cancelled: number[] }> {
  if (!/^\d{1,12}$/.test(scheduleId)) throw new ContentError("scheduleNotFound", 404);
  const cancelled = await transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(contentSchedules)
      .where(eq(contentSchedules.id, Number(scheduleId)))
      .limit(1);
    if (!row) throw new ContentError("scheduleNotFound", 404);
    const rows = await tx
      .update(contentSchedules)
      .set({ status: "cancelled" })
      .where(and(eq(contentSchedules.groupId, row.groupId), eq(contentSchedules.status, "pending")))
      .returning({ id: contentSchedules.id });
    if (rows.length === 0) throw new ContentError("scheduleNotPending", 409);
    const ids = rows.map((r) => r.id);
    await recordAudit(
      { actor, action: "content-schedule-cancelled", target: `${row.docKind}:${row.docId}`, detail: { schedules: ids, dueAt: row.dueAt }, ip: actor.ip },
      tx,
    );
    return ids;
  });
  rearmAll();
  return { cancelled };
}

// GET /staff/api/content/schedules: the schedules, soonest first, of a status or a document.
// Soonest first; with `limit`, at most that many, and with `after` (a schedule's id) those that come
// after it in that order (GET /staff/api/content/schedules pages with them).
export async function listSchedules(
  filter: { status?: ScheduleStatus; docKind?: ContentKind; docId?: number; locale?: Locale; limit?: number; after?: number } = {},
): Promise<ScheduleSummary[]> {
  const after =
    filter.after === undefined
      ? undefined
      : sql`(${contentSchedules.dueAt}, ${contentSchedules.id}) > (select cursor.due_at, cursor.id from content_schedules cursor where cursor.id = ${filter.after})`;
  const query = getDb()
    .select()
    .from(contentSchedules)
    .where(
      and(
        filter.status ? eq(contentSchedules.status, filter.status) : undefined,
        filter.docKind ? eq(contentSchedules.docKind, filter.docKind) : undefined,
        filter.docId !== undefined ? eq(contentSchedules.docId, filter.docId) : undefined,
        filter.locale ? eq(contentSchedules.locale, filter.locale) : undefined,
        after,
      ),
    )
    .orderBy(asc(contentSchedules.dueAt), asc(contentSchedules.id));
  const rows = filter.limit === undefined ? await query : await query.limit(filter.limit);
  return rows.map(summary);
}

// What the content list and the editor show per article: its next pending schedule, else its newest
// schedule when that one failed (the list shows a failure until the article is published or
// unpublished again, or scheduled anew).
export async function scheduleMarks(docKind: ContentKind = "article"): Promise<Map<number, ScheduleSummary>> {
  const rows = await getDb()
    .select()
    .from(contentSchedules)
    .where(and(eq(contentSchedules.docKind, docKind), ne(contentSchedules.status, "cancelled")))
    .orderBy(desc(contentSchedules.createdAt), desc(contentSchedules.id));
  const marks = new Map<number, ScheduleSummary>();
  const newest = new Map<number, ContentSchedule>();
  for (const row of rows) {
    if (!newest.has(row.docId)) newest.set(row.docId, row);
    const mark = marks.get(row.docId);
    if ((row.status === "pending" || row.status === "claimed") && (!mark || row.dueAt < mark.dueAt)) marks.set(row.docId, summary(row));
  }
  for (const [docId, row] of newest) if (!marks.has(docId) && row.status === "failed") marks.set(docId, summary(row));
  return marks;
}

export const SCHEDULE_VIEWS = ["scheduled", "failed"] as const;
export type ScheduleView = (typeof SCHEDULE_VIEWS)[number];

// Where an article's mark puts it in the content list: a change still to come, or the last one's
// failure until the article was published or unpublished again (`updatedAt`); else nowhere.
export function scheduleView(mark: ScheduleSummary | undefined, updatedAt: string): ScheduleView | null {
  if (mark?.status === "pending" || mark?.status === "claimed") return "scheduled";
  return mark?.status === "failed" && (mark.firedAt ?? "") > updatedAt ? "failed" : null;
}

// The scheduling author as the publish's actor (its revision, event and audit line name them), with
// their role now: the review policy applies at the due time as at planning.
async function authorOf(id: string, db: Db): Promise<Publisher> {
  const [user] = await db.select({ email: staffUsers.email, role: staffUsers.role }).from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  return { id, email: user?.email ?? id, ip: null, role: isStaffRole(user?.role) ? user.role : "sales" };
}

// A refusal of one row of the group, for markFailed.
class Refused extends Error {
  constructor(
    readonly scheduleId: number,
    readonly error: ContentError,
  ) {
    super(error.key);
  }
}

// A refusal as a schedule keeps it: someone's lock is named at the due time, not in the stored reason.
function refusal(scheduleId: number, error: unknown): Refused {
  if (error instanceof ContentError) return new Refused(scheduleId, error);
  if (error instanceof StaffError) return new Refused(scheduleId, new ContentError(error.key === "lockHeld" ? "scheduleLockHeld" : error.key, error.status));
  throw error;
}

// This instance's claim is gone (taken over after its lease): another instance fires the group.
class ClaimLost extends Error {}

export type FireOutcome = "done" | "failed" | "lost";

// Lets the event loop run (timers, other requests) between one synchronous stretch and the next.
const breathe = () => new Promise((resolve) => setImmediate(resolve));

// Fires a claimed group through the one publish (lib/content/publish.ts): first each change's checks
// (the review policy for the author now, the edit lock, the HTML checker for a revision saved since the
// one pinned when it was planned), outside any transaction; then in one transaction the group marked
// done (only while the claim is still this instance's) and each change in order, English first so a
// French twin's gates see its original published. A refusal rolls everything back and marks the group
// failed.
export async function fireGroup(rows: ContentSchedule[], instanceId: string, now = Date.now()): Promise<FireOutcome> {
  const ordered = [...rows].sort((a, b) => (a.locale === b.locale ? a.id - b.id : a.locale === "en" ? -1 : 1));
  const firedAt = new Date(now).toISOString();
  try {
    const changes: { row: ContentSchedule; actor: Publisher; apply: (tx: Db) => Promise<{ revision: number; event: number }> }[] = [];
    // A pair is one author's.
    const actor = await authorOf(ordered[0]!.createdBy, getDb());
    for (const row of ordered) {
      try {
        const options = { actor, base: "head", checked: row.checkedRevision, via: "schedule" } as const;
        const ref = await refOf(row.docKind, row.docId, row.locale);
        if (row.action === "unpublish") changes.push({ row, actor, apply: (tx) => unpublishIn(tx, row.docKind, ref, actor) });
        else {
          const prepared = await preparePublish(row.docKind, ref, options);
          changes.push({ row, actor, apply: (tx) => prepared.apply(tx) });
        }
      } catch (error) {
        throw refusal(row.id, error);
      }
    }
    // The checks were synchronous work on SQLite too: the event loop runs before the transaction.
    await breathe();
    await transaction(async (tx) => {
      const marked = await tx
        .update(contentSchedules)
        .set({ status: "done", firedAt })
        .where(
          and(
            inArray(
              contentSchedules.id,
              ordered.map((r) => r.id),
            ),
            eq(contentSchedules.status, "claimed"),
            eq(contentSchedules.claimedBy, instanceId),
          ),
        )
        .returning({ id: contentSchedules.id });
      if (marked.length !== ordered.length) throw new ClaimLost();
      for (const { row, actor, apply } of changes) {
        let result: { revision: number; event: number };
        try {
          result = await apply(tx);
        } catch (error) {
          throw refusal(row.id, error);
        }
        await tx.update(contentSchedules).set({ revision: result.revision }).where(eq(contentSchedules.id, row.id));
        await recordAudit(
          { actor, action: "content-schedule-fired", target: `${row.docKind}:${row.docId}`, detail: { schedule: row.id, ...result }, ip: null },
          tx,
        );
      }
    });
    return "done";
  } catch (error) {
    if (!(error instanceof Refused)) return claimLost(error);
    return markFailed(ordered, instanceId, error, firedAt).then(() => "failed" as const, claimLost);
  }
}

// "lost" for a claim another instance took over; any other error is the caller's.
function claimLost(error: unknown): "lost" {
  if (error instanceof ClaimLost) return "lost";
  throw error;
}

// Marks the group failed (the refused row with its reason and problems, the rest as its twin's
// refusal) and tells the author, in one transaction; ClaimLost if another instance took the claim over
// meanwhile. The author's e-mail (content.schedule_failed, through the outbox) is one per author for
// every failure queued before it goes out: a failure joins the author's notice still waiting to be
// sent (not yet claimed by a sender: on PostgreSQL a sender claiming it meanwhile is skipped), else
// starts one. A thousand failures at one instant were a thousand e-mails.
async function markFailed(rows: ContentSchedule[], instanceId: string, refused: Refused, firedAt: string): Promise<void> {
  const { problems } = refused.error.extra;
  await transaction(async (tx) => {
    for (const row of rows) {
      const failure: ScheduleFailure =
        row.id === refused.scheduleId ? { reason: refused.error.key, ...(problems ? { problems } : {}) } : { reason: "twinRefused" };
      const marked = await tx
        .update(contentSchedules)
        .set({ status: "failed", firedAt, failure })
        .where(and(eq(contentSchedules.id, row.id), eq(contentSchedules.status, "claimed"), eq(contentSchedules.claimedBy, instanceId)))
        .returning({ id: contentSchedules.id });
      if (marked.length === 0) throw new ClaimLost();
    }
    const row = rows.find((r) => r.id === refused.scheduleId)!;
    // content.schedule_failed: an e-mail to the author, worded in their language when sent (lib/content/notices.ts).
    if (process.env.SMTP_URL) {
      const noticeId = await queueScheduleFailure(tx, row.id, row.createdBy);
      await tx.update(contentSchedules).set({ noticeId }).where(eq(contentSchedules.id, row.id));
    }
    await recordAudit(
      {
        actor: { id: null, email: null },
        action: "content-schedule-failed",
        target: `${row.docKind}:${row.docId}`,
        detail: { schedules: rows.map((r) => r.id), reason: refused.error.key },
        ip: null,
      },
      tx,
    );
  });
}

// The author's schedule-failure notice still waiting to be sent, or a new one: its id. A notice a sender
// has claimed is not joined (it may be writing the e-mail now); on PostgreSQL the one joined is locked
// until this transaction commits, so a sender skips it meanwhile.
async function queueScheduleFailure(tx: Db, scheduleId: number, authorId: string): Promise<number> {
  // Failures of one author's schedules marked at once (PostgreSQL's fire workers) take turns here, so
  // the second sees the notice the first made.
  await dialect.takeTurns(tx, 47_000_000 + (Number.parseInt(createHash("sha1").update(authorId).digest("hex").slice(0, 6), 16) % 1_000_000));
  const waiting = await pendingMessage(tx, "content.schedule_failed", authorId);
  if (waiting !== null) return waiting;
  const [id] = await queue(tx, { subject: "content", channel: "email", event: "content.schedule_failed", id: scheduleId, recipientId: authorId });
  return id!;
}

// Claims and fires every group due, as many at a time as the engine writes at once (PostgreSQL: four,
// so twenty articles planned for the same minute go out within a second, not one after the other;
// SQLite: one, its writes take turns anyway); answers what each did. Each worker lets the event loop
// run (setImmediate) before each group: a hundred due at once must not hold every other request (and
// timer) until the last has gone (1,000 held /healthz 14 s). `at` fixes the clock (tests); by default
// each claim reads it anew, so each group's firedAt is when it went out.
export async function fireDueSchedules(instanceId: string, at?: number): Promise<FireOutcome[]> {
  const outcomes: FireOutcome[] = [];
  const worker = async () => {
    for (;;) {
      await breathe();
      const now = at ?? Date.now();
      const rows = await claimDueSchedules(instanceId, now, leaseMs());
      if (rows.length === 0) return;
      outcomes.push(await fireGroup(rows, instanceId, now));
    }
  };
  await Promise.all(Array.from({ length: dialect.writers }, worker));
  return outcomes;
}

// When to look again: the earliest pending due time, or the end of the oldest claim's lease; null when
// nothing waits.
export async function nextScheduleAt(): Promise<number | null> {
  const [pending] = await getDb()
    .select({ at: min(contentSchedules.dueAt) })
    .from(contentSchedules)
    .where(eq(contentSchedules.status, "pending"));
  const [claimed] = await getDb()
    .select({ at: min(contentSchedules.claimedAt) })
    .from(contentSchedules)
    .where(eq(contentSchedules.status, "claimed"));
  const times = [pending?.at ? Date.parse(pending.at) : null, claimed?.at ? Date.parse(claimed.at) + leaseMs() : null].filter((t) => t !== null);
  return times.length > 0 ? Math.min(...times) : null;
}

// How long the timer waits for `next` (null: nothing waits) from `now`: until then, at most LONGEST_WAIT_MS.
export const timerDelay = (next: number | null, now: number) => (next === null ? LONGEST_WAIT_MS : Math.min(Math.max(0, next - now), LONGEST_WAIT_MS));

export interface SchedulerOptions {
  onFired?: (outcome: FireOutcome) => void;
  onError?: (error: unknown) => void;
  // A fixed id (tests); by default the machine, the port and a random part, new at each start.
  instanceId?: string;
}

export interface Scheduler {
  instanceId: string;
  // Re-reads the next due time now (and fires what is due).
  wake(): Promise<void>;
  stop(): Promise<void>;
}

// The schedulers running in this process: a change made here re-arms them at once.
const running = new Set<Scheduler>();
function rearmAll() {
  for (const scheduler of running) void scheduler.wake();
}

// Started once per server process (instrumentation.ts).
export function startScheduler({ onFired = () => {}, onError = () => {}, instanceId: fixedId }: SchedulerOptions = {}): Scheduler {
  const instanceId = fixedId ?? `${hostname()}:${process.env.PORT ?? "3000"}~${randomBytes(4).toString("hex")}`;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const arm = (delay: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void wake(), delay);
    timer.unref();
  };

  async function run(): Promise<void> {
    for (;;) {
      const next = await nextScheduleAt();
      const now = Date.now();
      if (next === null || next > now) return arm(timerDelay(next, now));
      const outcomes = await holdingContentEvents(() => fireDueSchedules(instanceId));
      outcomes.forEach(onFired);
      // Due but held by another instance's claim: that instance's change (or its lease) wakes us again.
      if (outcomes.length === 0) return arm(250);
    }
  }

  // One run at a time; a wake during a run runs once more after it.
  function wake(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (current) {
      again = true;
      return current;
    }
    current = run()
      .catch((error: unknown) => {
        onError(error);
        arm(1000);
      })
      .finally(() => {
        current = null;
        if (again) {
          again = false;
          void wake();
        }
      });
    return current;
  }

  const poll = setInterval(() => void wake(), scheduleSignal.pollMs);
  poll.unref();
  const unlisten = scheduleSignal.listen(() => void wake(), onError);
  const scheduler: Scheduler = {
    instanceId,
    wake,
    async stop() {
      stopped = true;
      running.delete(scheduler);
      clearInterval(poll);
      clearTimeout(timer);
      await unlisten();
      while (current) await current;
    },
  };
  running.add(scheduler);
  void wake();
  return scheduler;
}
