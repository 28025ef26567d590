import "server-only";
import { and, asc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import { skipLocked, type Db } from "@/db";
import type { NotificationEvent, NotificationSubject } from "@/db/enums";
import { leadNotifications } from "@/db/schema";
import { currentRequestId } from "@/lib/server/log.mjs";
import { rowOf, type OutboxMessage } from "./messages";

// The outbox's door: messages are queued in the caller's transaction (tx), so they exist exactly when
// what they tell of was committed, and are delivered afterwards by the worker (lib/outbox/worker.ts):
// a mail server or receiver that is down never loses or delays the change. `once`: a row a unique index
// already holds (a lead's lead.created per channel, a reminder per lead, an escalation per lead and
// administrator) is dropped, not an error. `now`: when they are due (a sweep's own clock), unless a
// message has its own time. Answers the ids of the rows written.
export async function queue(
  tx: Db,
  messages: OutboxMessage | readonly OutboxMessage[],
  { once = false, now = Date.now() }: { once?: boolean; now?: number } = {},
): Promise<number[]> {
  const list = Array.isArray(messages) ? (messages as readonly OutboxMessage[]) : [messages as OutboxMessage];
  if (list.length === 0) return [];
  const requestId = currentRequestId() ?? null;
  const insert = tx.insert(leadNotifications).values(list.map((m) => rowOf(m, now, requestId)));
  const rows = await (once ? insert.onConflictDoNothing() : insert).returning({ id: leadNotifications.id });
  return rows.map((r) => r.id);
}

// A row not sent yet and not being sent: pending, and no sender's claim holds it (none, or run out).
export const waiting = () =>
  and(eq(leadNotifications.status, "pending"), or(isNull(leadNotifications.claimedUntil), lte(leadNotifications.claimedUntil, new Date().toISOString())));

// Drops a subject's messages not sent yet and not being sent (a rescheduled meeting's reminders, an
// erased one's everything), in the caller's transaction; `events` limits it to those.
export async function dropPendingMessages(tx: Db, subject: NotificationSubject, ids: number[], events?: NotificationEvent[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .delete(leadNotifications)
    .where(
      and(
        eq(leadNotifications.leadType, subject),
        inArray(leadNotifications.leadId, ids),
        waiting(),
        events ? inArray(leadNotifications.event, events) : undefined,
      ),
    );
}

// The oldest message of an event to a recipient still waiting to be sent and not claimed by a sender
// (which may be writing it now), or null; on PostgreSQL it stays locked until the caller's transaction
// ends, so a sender skips it meanwhile and what the caller joins to it goes out in the one message.
export async function pendingMessage(tx: Db, event: NotificationEvent, recipientId: string): Promise<number | null> {
  const [oldest] = await skipLocked(
    tx
      .select({ id: leadNotifications.id })
      .from(leadNotifications)
      .where(and(eq(leadNotifications.event, event), eq(leadNotifications.recipientId, recipientId), waiting()))
      .orderBy(asc(leadNotifications.id))
      .limit(1),
  );
  return oldest?.id ?? null;
}
