import "server-only";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db";
import { auditLog, type AuditEntry } from "@/db/schema";

// The one way anything is written to the audit log (append-only: nothing in the site updates or
// deletes its rows). `detail` must never hold a lead's personal data: an erasure says how many rows
// of which kind went, not whose.
export async function recordAudit(
  entry: {
    actor: { id: string | null; email: string | null };
    action: string;
    target?: string | null;
    detail?: Record<string, unknown> | null;
    ip?: string | null;
  },
  db: Db = getDb(),
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    target: entry.target ?? null,
    detail: entry.detail ? JSON.stringify(entry.detail) : null,
    ip: entry.ip ?? null,
  });
}

// The audit log for administrators: newest first, filtered by action and actor, paged by id.
export async function listAudit(filter: { action?: string; actor?: string; before?: number }, limit = 100): Promise<AuditEntry[]> {
  const where = [
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.actor ? sql`lower(${auditLog.actorEmail}) = ${filter.actor.toLowerCase()}` : undefined,
    filter.before ? lt(auditLog.id, filter.before) : undefined,
  ];
  return getDb()
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

export async function auditActions(): Promise<string[]> {
  const rows = await getDb().selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
  return rows.map((r) => r.action);
}
