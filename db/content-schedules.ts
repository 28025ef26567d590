import "server-only";
import { and, asc, eq, lte, or, sql } from "drizzle-orm";
import { engine } from "./engine";
import { skipLocked, transaction } from "./index";
import type { ChangeSignal } from "./ports/content-events";
import { postgresScheduleSignal } from "./postgres/content-events";
import { contentSchedules, type ContentSchedule } from "./schema";

// The engine's side of scheduled publishing (lib/content/schedules.ts keeps one timer per instance for
// the next due time, and re-reads it on each wake).
//
// Hearing of a change another instance made: PostgreSQL announces every new, cancelled, claimed or
// finished schedule on content_schedules_changed (NOTIFY at commit, migration sched_notify), and polls
// only as a safety net. SQLite cannot announce across processes: it re-reads the next due time every
// second, one lookup on content_schedules_due_idx, so a schedule another process wrote fires at most a
// second late (and the site runs one process per SQLite file).
export type ScheduleSignal = ChangeSignal;

export const scheduleSignal: ScheduleSignal = engine() === "postgres" ? postgresScheduleSignal : { pollMs: 1000, listen: () => async () => undefined };

const iso = (t: number) => new Date(t).toISOString();

// Rows an instance may claim at `now`: pending and due, or claimed by an instance whose lease ran out
// (it died, or hung, before finishing).
const claimable = (now: number, leaseMs: number) =>
  or(
    and(eq(contentSchedules.status, "pending"), lte(contentSchedules.dueAt, iso(now))),
    and(eq(contentSchedules.status, "claimed"), lte(contentSchedules.claimedAt, iso(now - leaseMs))),
  );

// Claims the group (a pair goes out together) of the earliest claimable schedule for instanceId, and
// answers its rows, or [] when nothing is due. Only a group's first row (its leader) is looked at, and
// it is locked: on PostgreSQL FOR UPDATE SKIP LOCKED, so an instance claiming at the same moment skips
// it and takes the next group; on SQLite the transaction is the only writer (BEGIN IMMEDIATE, across
// processes on the file too). Either way the UPDATE is conditional (still claimable), so a group is
// claimed once, and two claimers never split a pair.
export function claimDueSchedules(instanceId: string, now: number, leaseMs: number): Promise<ContentSchedule[]> {
  return transaction(async (tx) => {
    const [leader] = await skipLocked(
      tx
        .select({ groupId: contentSchedules.groupId })
        .from(contentSchedules)
        .where(
          and(
            claimable(now, leaseMs),
            sql`${contentSchedules.id} = (select min(s.id) from content_schedules s where s.group_id = ${contentSchedules.groupId})`,
          ),
        )
        .orderBy(asc(contentSchedules.dueAt), asc(contentSchedules.id))
        .limit(1),
    );
    if (!leader) return [];
    return tx
      .update(contentSchedules)
      .set({ status: "claimed", claimedBy: instanceId, claimedAt: iso(now) })
      .where(and(eq(contentSchedules.groupId, leader.groupId), claimable(now, leaseMs)))
      .returning();
  });
}
