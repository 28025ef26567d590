import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { and, asc, desc, eq, inArray, min, ne, sql } from "drizzle-orm";
import { getDb, transaction, type Db } from "@/db";
import { claimDueSchedules, scheduleSignal } from "@/db/content-schedules";
import type { ScheduleAction, ScheduleFailure, ScheduleStatus } from "@/db/enums";
import { contentSchedules, leadNotifications, staffUsers, type ContentSchedule } from "@/db/schema";
import { holdingContentEvents } from "@/lib/content/events";
import { refuseInvalidHtml } from "@/lib/content/preview";
import { ContentError, findArticle, publishArticleIn, twinOf, unpublishArticleIn, type ContentActor } from "@/lib/content/store";
import { recordAudit } from "@/lib/staff/audit";
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
  docKind: "article" | "city";
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
  if (offset) return Date.parse(at);
  return zonedInstant(date!, Number(hour) * 60 + Number(minute), timeZone) + Number(second) * 1000;
}

export const SCHEDULE_RANGE = { first: FIRST_DAY, last: LAST_DAY };

// POST /staff/api/content/articles/{id}/schedule: plans the change (with the French or English twin
// when asked, as one group), audited. A time not after now is refused.
export async function scheduleArticle(
  actor: ContentActor & { timeZone: string },
  id: number,
  input: ScheduleInput,
  now = Date.now(),
): Promise<{ scheduleId: number; groupId: string; dueAt: string; scheduleIds: number[] }> {
  const timeZone = input.timeZone ?? actor.timeZone;
  if (!isTimeZone(timeZone)) throw new ContentError("chooseTimeZone", 400, { field: "timeZone" });
  const due = dueInstant(input.at, timeZone);
  if (due <= now) throw new ContentError("scheduleInPast", 400, { field: "at" });
  const dueAt = new Date(due).toISOString();
  // The HTML checker, too slow for the due time's 2 s, reads what would go out now, before planning it.
  if (input.action === "publish") {
    const article = await findArticle(id);
    const twin = input.withTwin ? await twinOf(article) : null;
    for (const doc of twin ? [article, twin] : [article]) await refuseInvalidHtml({ kind: "article", id: String(doc.id) });
  }
  const result = await transaction(async (tx) => {
    const article = await findArticle(id, tx);
    const docs = [article];
    if (input.withTwin) {
      const twin = await twinOf(article, tx);
      if (!twin) throw new ContentError("noTwinToSchedule", 400, { field: "withTwin" });
      docs.push(twin);
    }
    const groupId = randomUUID();
    const rows = await tx
      .insert(contentSchedules)
      .values(
        docs.map((doc) => ({
          docKind: "article" as const,
          docId: doc.id,
          locale: doc.locale,
          action: input.action,
          dueAt,
          timeZone,
          groupId,
          createdBy: actor.id,
        })),
      )
      .returning({ id: contentSchedules.id });
    const ids = rows.map((r) => r.id);
    await recordAudit(
      { actor, action: "content-scheduled", target: `article:${id}`, detail: { schedules: ids, action: input.action, dueAt, timeZone }, ip: actor.ip },
      tx,
    );
    return { scheduleId: ids[0]!, groupId, dueAt, scheduleIds: ids };
  });
  rearmAll();
  return result;
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
  filter: { status?: ScheduleStatus; docKind?: "article" | "city"; docId?: number; limit?: number; after?: number } = {},
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
export async function scheduleMarks(docKind: "article" | "city" = "article"): Promise<Map<number, ScheduleSummary>> {
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

// The scheduling author as the publish's actor (its revision, event and audit line name them).
async function authorOf(id: string, db: Db): Promise<ContentActor> {
  const [user] = await db.select({ email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  return { id, email: user?.email ?? id, ip: null };
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

// This instance's claim is gone (taken over after its lease): another instance fires the group.
class ClaimLost extends Error {}

export type FireOutcome = "done" | "failed" | "lost";

// Fires a claimed group in one transaction: marks it done (only while the claim is still this
// instance's), then each change in order, English first so a French twin's gates see its original
// published. A refusal rolls everything back and marks the group failed.
export async function fireGroup(rows: ContentSchedule[], instanceId: string, now = Date.now()): Promise<FireOutcome> {
  const ordered = [...rows].sort((a, b) => (a.locale === b.locale ? a.id - b.id : a.locale === "en" ? -1 : 1));
  const firedAt = new Date(now).toISOString();
  try {
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
      for (const row of ordered) {
        const actor = await authorOf(row.createdBy, tx);
        let result: { revision: number; event: number };
        try {
          const article = await findArticle(row.docId, tx);
          result =
            row.action === "publish"
              ? await publishArticleIn(tx, actor, row.docId, { baseRevision: article.revision })
              : await unpublishArticleIn(tx, actor, row.docId);
        } catch (error) {
          if (error instanceof ContentError) throw new Refused(row.id, error);
          throw error;
        }
        await tx.update(contentSchedules).set({ revision: result.revision }).where(eq(contentSchedules.id, row.id));
        await recordAudit({ actor, action: "content-schedule-fired", target: `article:${row.docId}`, detail: { schedule: row.id, ...result }, ip: null }, tx);
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
// refusal) and queues the author's e-mail, in one transaction; ClaimLost if another instance took
// the claim over meanwhile.
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
    // content.schedule_failed: an e-mail to the author, worded in their language when sent (lib/leads/notifications.ts).
    if (process.env.SMTP_URL)
      await tx.insert(leadNotifications).values({
        leadType: "content",
        leadId: row.id,
        channel: "email",
        event: "content.schedule_failed",
        recipientId: row.createdBy,
        nextAttemptAt: new Date().toISOString(),
      });
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

// Claims and fires every group due, FIRE_WORKERS at a time (twenty articles planned for the same minute
// go out within a second, not one after the other); answers what each did. `at` fixes the clock
// (tests); by default each claim reads it anew, so each group's firedAt is when it went out.
const FIRE_WORKERS = 4;
export async function fireDueSchedules(instanceId: string, at?: number): Promise<FireOutcome[]> {
  const outcomes: FireOutcome[] = [];
  const worker = async () => {
    for (;;) {
      const now = at ?? Date.now();
      const rows = await claimDueSchedules(instanceId, now, leaseMs());
      if (rows.length === 0) return;
      outcomes.push(await fireGroup(rows, instanceId, now));
    }
  };
  await Promise.all(Array.from({ length: FIRE_WORKERS }, worker));
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
