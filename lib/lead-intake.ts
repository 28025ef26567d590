import "server-only";
import { createHash } from "node:crypto";
import { and, eq, gte, sql } from "drizzle-orm";
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

type LeadTable = typeof demoRequests | typeof contactMessages;

// The two statements every lead runs, prepared once per database and column set: building and
// preparing the SQL for each lead cost more than running it (about 15% of a request under load).
interface LeadStatements {
  // An earlier row with the same content from the last ten minutes, if any.
  findDuplicate: { get(params: { dedupeKey: string; since: string }): { id: number } | undefined };
  insert: { get(params: Record<string, unknown>): { id: number } | undefined };
}

function prepareStatements(db: Db, table: LeadTable, columns: string[]): LeadStatements {
  const findDuplicate = db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.dedupeKey, sql.placeholder("dedupeKey")), gte(table.createdAt, sql.placeholder("since"))))
    .limit(1)
    .prepare();
  const values = Object.fromEntries(columns.map((column) => [column, sql.placeholder(column)]));
  const insert = db
    .insert(table)
    .values(values as never)
    .returning({ id: table.id })
    .prepare();
  return { findDuplicate, insert } as LeadStatements;
}

// One way to store a lead of either kind: in one group-committed transaction, with its context
// columns, the duplicate check and (for real leads) the notification outbox row; timestamps come
// from SQLite, never the client. Resolves once the row is on disk.
export function leadWriter<D extends LeadContext & { cta?: string | null }>(
  table: LeadTable,
  leadType: "demo" | "contact",
  formFields: (data: D) => Record<string, unknown>,
): (data: D) => Promise<{ id: number }> {
  const prepared = new WeakMap<Db, Map<string, LeadStatements>>();
  function statements(db: Db, columns: string[]): LeadStatements {
    const byColumns = prepared.get(db) ?? new Map<string, LeadStatements>();
    prepared.set(db, byColumns);
    const key = columns.join(",");
    let found = byColumns.get(key);
    if (!found) byColumns.set(key, (found = prepareStatements(db, table, columns)));
    return found;
  }

  const commit = groupCommit((items: D[]) => {
    const now = Date.now();
    const since = new Date(now - DEDUPE_WINDOW_MS).toISOString();
    const notify = notificationsEnabled();
    const db = getDb();
    return db.transaction((tx) =>
      items.map((data) => {
        const fields = formFields(data);
        const context = leadContextColumns(data, now, fields);
        const values: Record<string, unknown> = { ...fields, cta: data.cta || null, ...context };
        const { findDuplicate, insert } = statements(db, Object.keys(values));
        const duplicate = findDuplicate.get({ dedupeKey: context.dedupeKey, since });
        if (duplicate) return { id: duplicate.id };
        const row = insert.get(values);
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
