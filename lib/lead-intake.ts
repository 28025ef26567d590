import "server-only";
import { createHash } from "node:crypto";
import { and, eq, gte } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { marketingConsent } from "@/content/consent";
import { getDb, type Db } from "@/db";
import type { contactMessages, demoRequests } from "@/db/schema";
import { groupCommit } from "@/lib/group-commit";
import { enqueueNotification, kickOutbox, notificationsEnabled } from "@/lib/lead-notifications";
import type { LeadContext } from "@/lib/validations/lead-context";

// A person needs a few seconds to fill in a form; a faster submission is a script.
export const MIN_FILL_MS = 3000;
// The same person posting the same request again within this window gets the first row back.
export const DEDUPE_WINDOW_MS = 10 * 60 * 1000;

export function spamReason(context: LeadContext, now: number): string | null {
  if (context.website && context.website.trim() !== "") return "honeypot";
  if (context.startedAt !== undefined && now - context.startedAt < MIN_FILL_MS) return "too-fast";
  return null;
}

// The columns every lead carries besides its form fields (db/schema.ts leadContext).
export function leadContextColumns(context: LeadContext, now: number, fields: Record<string, unknown>) {
  const a = context.attribution;
  const reason = spamReason(context, now);
  return {
    landingPage: a?.landingPage || null,
    referrer: a?.referrer || null,
    submittedFrom: a?.submittedFrom || null,
    firstUtmSource: a?.firstTouch?.source || null,
    firstUtmMedium: a?.firstTouch?.medium || null,
    firstUtmCampaign: a?.firstTouch?.campaign || null,
    firstUtmTerm: a?.firstTouch?.term || null,
    firstUtmContent: a?.firstTouch?.content || null,
    lastUtmSource: a?.lastTouch?.source || null,
    lastUtmMedium: a?.lastTouch?.medium || null,
    lastUtmCampaign: a?.lastTouch?.campaign || null,
    lastUtmTerm: a?.lastTouch?.term || null,
    lastUtmContent: a?.lastTouch?.content || null,
    consent: context.consent === true,
    consentVersion: context.consent === undefined ? null : marketingConsent.version,
    consentAt: context.consent === true ? new Date(now).toISOString() : null,
    isSpam: reason !== null,
    spamReason: reason,
    dedupeKey: createHash("sha256")
      .update(JSON.stringify({ ...fields, email: String(fields.email).toLowerCase(), spam: reason !== null }))
      .digest("hex"),
  };
}

// An earlier row with the same content from the last ten minutes, if any.
export function findDuplicate(
  db: Pick<Db, "select">,
  table: SQLiteTable & { id: SQLiteColumn; dedupeKey: SQLiteColumn; createdAt: SQLiteColumn },
  dedupeKey: string,
  now: number,
): number | undefined {
  const since = new Date(now - DEDUPE_WINDOW_MS).toISOString();
  const row = db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.dedupeKey, dedupeKey), gte(table.createdAt, since)))
    .limit(1)
    .get() as { id: number } | undefined;
  return row?.id;
}

type LeadTable = typeof demoRequests | typeof contactMessages;

// One way to store a lead of either kind: in one group-committed transaction, with its context
// columns, the duplicate check and (for real leads) the notification outbox row; timestamps come
// from SQLite, never the client. Resolves once the row is on disk.
export function leadWriter<D extends LeadContext & { cta?: string | null }>(
  table: LeadTable,
  leadType: "demo" | "contact",
  formFields: (data: D) => Record<string, unknown>,
): (data: D) => Promise<{ id: number }> {
  const commit = groupCommit((items: D[]) => {
    const now = Date.now();
    const notify = notificationsEnabled();
    return getDb().transaction((tx) =>
      items.map((data) => {
        const fields = formFields(data);
        const context = leadContextColumns(data, now, fields);
        const duplicate = findDuplicate(tx, table, context.dedupeKey, now);
        if (duplicate !== undefined) return { id: duplicate };
        const values = { ...fields, cta: data.cta || null, ...context } as typeof table.$inferInsert;
        const [row] = tx.insert(table).values(values as never).returning({ id: table.id }).all();
        if (!row) throw new Error("Insert returned no row");
        if (notify && !context.isSpam) enqueueNotification(tx, leadType, row.id, now);
        return row;
      }),
    );
  });
  return async (data) => {
    const row = await commit(data);
    kickOutbox();
    return row;
  };
}
