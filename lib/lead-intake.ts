import "server-only";
import { createHash } from "node:crypto";
import { and, eq, gte, sql } from "drizzle-orm";
import { marketingConsent } from "@/content/consent";
import { getDb, type Db } from "@/db";
import type { contactMessages, demoRequests } from "@/db/schema";
import { parseJsonBody } from "@/lib/api";
import { groupCommit } from "@/lib/group-commit";
import { enqueueNotification, kickOutbox, notificationsEnabled } from "@/lib/lead-notifications";
import { rateLimit, siteWideLeadLimit } from "@/lib/rate-limit";
import type { LeadContext } from "@/lib/validations/lead-context";
import type * as z from "zod/mini";

// A person needs a few seconds to fill in a form; a faster submission is a script.
export const MIN_FILL_MS = 3000;
// The same person posting the same request again within this window gets the first row back.
export const DEDUPE_WINDOW_MS = 10 * 60 * 1000;

// Who sent a lead, as far as the server can tell: `browser` when the request carried an Origin
// header, which every browser sends with a POST from a page (API clients such as curl send none).
export interface LeadSender {
  browser: boolean;
}

// The fill time is measured in the page on a monotonic clock, so a visitor's wrong device clock
// cannot make a person look like a script. Our own forms always send it: a browser POST without
// one did not come from them.
export function spamReason(context: LeadContext, sender: LeadSender): string | null {
  if (context.website) return "honeypot";
  if (context.fillMs === undefined) return sender.browser ? "no-timing" : null;
  if (context.fillMs < 0) return "bad-timing";
  if (context.fillMs < MIN_FILL_MS) return "too-fast";
  return null;
}

// The columns every lead carries besides its form fields (db/schema.ts leadContext).
export function leadContextColumns(context: LeadContext, sender: LeadSender, now: number, fields: Record<string, unknown>) {
  const a = context.attribution;
  const reason = spamReason(context, sender);
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
    // The CASL record: the answer, the wording it answered, and when (given or withdrawn).
    consent: context.consent === true,
    consentVersion: context.consent === undefined ? null : marketingConsent.version,
    consentAt: context.consent === undefined ? null : new Date(now).toISOString(),
    isSpam: reason !== null,
    spamReason: reason,
    dedupeKey: createHash("sha256")
      .update(JSON.stringify({ ...fields, email: String(fields.email).toLowerCase(), spam: reason !== null }))
      .digest("hex"),
  };
}

type LeadTable = typeof demoRequests | typeof contactMessages;

// The statements a lead runs, prepared once per database and column set: building and preparing
// the SQL for each lead cost more than running it (about 15% of a request under load).
interface LeadStatements {
  // An earlier row with the same content from the last ten minutes, if any.
  findDuplicate: { get(params: { dedupeKey: string; since: string }): { id: number; consent: boolean } | undefined };
  insert: { get(params: Record<string, unknown>): { id: number } | undefined };
  // A repeated request that changes its consent answer: the newest answer wins.
  updateConsent: { run(params: { id: number; consent: boolean; consentVersion: string | null; consentAt: string | null }): unknown };
}

function prepareStatements(db: Db, table: LeadTable, columns: string[]): LeadStatements {
  const findDuplicate = db
    .select({ id: table.id, consent: table.consent })
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
  const updateConsent = db
    .update(table)
    .set({ consent: sql.placeholder("consent"), consentVersion: sql.placeholder("consentVersion"), consentAt: sql.placeholder("consentAt") } as never)
    .where(eq(table.id, sql.placeholder("id")))
    .prepare();
  return { findDuplicate, insert, updateConsent } as LeadStatements;
}

// One way to store a lead of either kind: in one group-committed transaction, with its context
// columns, the duplicate check and (for real leads) the notification outbox row; timestamps come
// from the server, never the client. Resolves once the row is on disk.
export function leadWriter<D extends LeadContext & { cta?: string | null }>(
  table: LeadTable,
  leadType: "demo" | "contact",
  formFields: (data: D) => Record<string, unknown>,
): (data: D, sender: LeadSender) => Promise<{ id: number }> {
  const prepared = new WeakMap<Db, Map<string, LeadStatements>>();
  function statements(db: Db, columns: string[]): LeadStatements {
    const byColumns = prepared.get(db) ?? new Map<string, LeadStatements>();
    prepared.set(db, byColumns);
    const key = columns.join(",");
    let found = byColumns.get(key);
    if (!found) byColumns.set(key, (found = prepareStatements(db, table, columns)));
    return found;
  }

  const commit = groupCommit((items: { data: D; sender: LeadSender }[]) => {
    const now = Date.now();
    const since = new Date(now - DEDUPE_WINDOW_MS).toISOString();
    const notify = notificationsEnabled();
    const db = getDb();
    return db.transaction((tx) =>
      items.map(({ data, sender }) => {
        const fields = formFields(data);
        const context = leadContextColumns(data, sender, now, fields);
        const values: Record<string, unknown> = { ...fields, cta: data.cta || null, ...context };
        const { findDuplicate, insert, updateConsent } = statements(db, Object.keys(values));
        const duplicate = findDuplicate.get({ dedupeKey: context.dedupeKey, since });
        if (duplicate) {
          if (data.consent !== undefined && data.consent !== duplicate.consent) {
            updateConsent.run({ id: duplicate.id, consent: context.consent, consentVersion: context.consentVersion, consentAt: context.consentAt });
          }
          return { id: duplicate.id };
        }
        const row = insert.get(values);
        if (!row) throw new Error("Insert returned no row");
        if (notify && !context.isSpam) enqueueNotification(tx, leadType, row.id, now);
        return row;
      }),
    );
  });
  return async (data, sender) => {
    const row = await commit({ data, sender });
    kickOutbox();
    return row;
  };
}

// POST /api/demo-requests and /api/contact-messages: the client's rate limit, the body, the
// site-wide ceiling, then the row. The answer carries no id: sequential ids would tell anyone the
// lead volume, and a repeated post the id of the first.
export async function receiveLead<S extends z.ZodMiniType>(
  request: Request,
  schema: S,
  store: (data: z.output<S>, sender: LeadSender) => Promise<unknown>,
): Promise<Response> {
  const limited = rateLimit(request);
  if (limited) return limited;
  const body = await parseJsonBody(request, schema);
  if (!body.ok) return body.response;
  const full = siteWideLeadLimit();
  if (full) return full;
  await store(body.data, { browser: request.headers.has("origin") });
  return Response.json({ received: true }, { status: 201 });
}
