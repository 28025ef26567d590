import "server-only";
import { createHash } from "node:crypto";
import pg from "pg";
import { and, eq, getTableColumns, getTableName, gte, sql } from "drizzle-orm";
import { marketingConsent } from "@/content/consent";
import { engine, getPool, getSqlite, sqliteTransactionOpen, type SqliteDb } from "@/db";
import { describeDatabaseError } from "@/db/connect";
import * as postgresSchema from "@/db/postgres/schema";
import * as sqliteSchema from "@/db/sqlite/schema";
import { handle, jsonError, MAX_BODY_BYTES, parseJsonBody } from "@/lib/api";
import { requestLocale } from "@/lib/i18n/forms";
import { groupCommit } from "@/lib/leads/group-commit";
import { directRoute } from "@/lib/server/direct-routes.mjs";
import { kickOutbox, notificationChannels, notificationRows, type LeadType } from "@/lib/leads/notifications";
import { currentRequestId, logger, plainLogger } from "@/lib/server/log.mjs";
import { metrics } from "@/lib/server/metrics.mjs";
import { inSpan } from "@/lib/ops/spans";
import { rateLimit, siteWideLeadLimit } from "@/lib/leads/rate-limit";
import { assignLead } from "@/lib/leads/routing";
import type { LeadContext } from "@/lib/validations/lead-context";
import type * as z from "zod/mini";

// A person needs a few seconds to fill in a form; a faster submission is a script.
export const MIN_FILL_MS = 3000;
// The same person posting the same request again within this window gets the first row back.
export const DEDUPE_WINDOW_MS = 10 * 60 * 1000;

// Who sent a lead, as far as the server can tell.
export interface LeadSender {
  // The page's language (the form's locale field, else the request's Accept-Language).
  language: "en" | "fr";
}

// The fill time is measured in the page on a monotonic clock, so a visitor's wrong device clock
// cannot make a person look like a script. Our own forms always send it: a POST without one, from a
// browser or from a script that leaves Origin out, did not come from them, and waits in the spam
// folder for a person to look at it (rescued, it notifies like a new lead).
export function spamReason(context: LeadContext): string | null {
  if (context.website) return "honeypot";
  if (context.fillMs === undefined) return "no-timing";
  if (context.fillMs < 0) return "bad-timing";
  if (context.fillMs < MIN_FILL_MS) return "too-fast";
  return null;
}

// The columns every lead carries besides its form fields (db/schema.ts leadContext).
export function leadContextColumns(context: LeadContext, sender: LeadSender, now: number, fields: Record<string, unknown>) {
  const a = context.attribution;
  const reason = spamReason(context);
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
    consentVersion: context.consent === undefined ? null : marketingConsent[sender.language].version,
    consentAt: context.consent === undefined ? null : new Date(now).toISOString(),
    language: sender.language,
    isSpam: reason !== null,
    spamReason: reason,
    dedupeKey: createHash("sha256")
      .update(JSON.stringify({ ...fields, email: String(fields.email).toLowerCase(), spam: reason !== null }))
      .digest("hex"),
  };
}

const sqliteTables = { demo: sqliteSchema.demoRequests, contact: sqliteSchema.contactMessages };
type SqliteLeadTable = (typeof sqliteTables)[keyof typeof sqliteTables];

// The statements a lead runs on SQLite, prepared once per database and column set: building and
// preparing the SQL for each lead cost more than running it (about 15% of a request under load).
interface LeadStatements {
  // An earlier row with the same content from the last ten minutes, if any.
  findDuplicate: { get(params: { dedupeKey: string; since: string }): { id: number; consent: boolean } | undefined };
  insert: { get(params: Record<string, unknown>): { id: number } | undefined };
  // A repeated request that changes its consent answer: the newest answer wins.
  updateConsent: { run(params: { id: number; consent: boolean; consentVersion: string | null; consentAt: string | null }): unknown };
}

function prepareStatements(db: SqliteDb, table: SqliteLeadTable, columns: string[]): LeadStatements {
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

interface LeadRow {
  leadType: LeadType;
  values: Record<string, unknown>;
  context: ReturnType<typeof leadContextColumns>;
  // Whether this request answered the consent question (only then may it change a duplicate's).
  answeredConsent: boolean;
  // Its request's id, kept on the outbox rows (a group commit writes several requests' leads).
  requestId: string | null;
}

// SQLite: one process writes, so leads arriving together share one group-committed transaction
// (one fsync for the batch) and the duplicate check inside it cannot race.
// What storing a lead did: its row, and whether that row was an earlier identical request's.
interface Stored {
  id: number | null;
  duplicate: boolean;
}

function sqliteStore(): (lead: LeadRow) => Promise<Stored> {
  const prepared = new WeakMap<SqliteDb, Map<string, LeadStatements>>();
  function statements(db: SqliteDb, leadType: LeadType, columns: string[]): LeadStatements {
    const byColumns = prepared.get(db) ?? new Map<string, LeadStatements>();
    prepared.set(db, byColumns);
    const key = `${leadType} ${columns.join(",")}`;
    let found = byColumns.get(key);
    if (!found) byColumns.set(key, (found = prepareStatements(db, sqliteTables[leadType], columns)));
    return found;
  }
  return groupCommit((leads: LeadRow[]) => {
    const now = Date.now();
    const since = new Date(now - DEDUPE_WINDOW_MS).toISOString();
    const db = getSqlite();
    return db.transaction((tx) =>
      leads.map(({ leadType, values, context, answeredConsent, requestId }) => {
        const { findDuplicate, insert, updateConsent } = statements(db, leadType, Object.keys(values));
        const duplicate = findDuplicate.get({ dedupeKey: context.dedupeKey, since });
        if (duplicate) {
          if (answeredConsent && context.consent !== duplicate.consent) {
            updateConsent.run({ id: duplicate.id, consent: context.consent, consentVersion: context.consentVersion, consentAt: context.consentAt });
          }
          return { id: duplicate.id, duplicate: true };
        }
        const row = insert.get(values);
        if (!row) throw new Error("Insert returned no row");
        const notes = context.isSpam ? [] : notificationRows(leadType, row.id, now, "lead.created", requestId);
        if (notes.length > 0) tx.insert(sqliteSchema.leadNotifications).values(notes).run();
        return { id: row.id, duplicate: false };
      }),
    );
  }, () => !sqliteTransactionOpen());
}

// PostgreSQL: several instances write at once. A transaction-scoped advisory lock on the duplicate
// key makes identical requests (from any instance) take turns, so the second sees the first's row
// (each statement of the batch reads a fresh snapshot, taken after the lock).
//
// The whole write is one round trip: a multi-statement batch (BEGIN, the lock, the insert unless a
// duplicate exists, with its outbox row, the duplicate's consent update, COMMIT). Parameters are not
// allowed in a batch, so values are written as literals escaped by the driver (pg.escapeLiteral);
// the validations have already refused NUL and malformed text. One trip instead of five halves the
// server's CPU per lead, which is what limits several instances on a small machine.
const postgresTables = { demo: postgresSchema.demoRequests, contact: postgresSchema.contactMessages };

function literal(value: unknown, type: string): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return `${pg.escapeLiteral(String(value))}::${type}`;
}

async function postgresStore({ leadType, values, context, answeredConsent, requestId }: LeadRow): Promise<Stored> {
  const table = postgresTables[leadType];
  const name = getTableName(table);
  const definitions = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const columns = Object.keys(values).map((c) => definitions[c]!);
  const now = Date.now();
  const key = pg.escapeLiteral(context.dedupeKey);
  const since = pg.escapeLiteral(new Date(now - DEDUPE_WINDOW_MS).toISOString());
  const lead = `insert into ${name} (${columns.map((c) => `"${c.name}"`).join(", ")})
    select ${Object.entries(values).map(([c, v]) => literal(v, definitions[c]!.getSQLType())).join(", ")}
    where not exists (select 1 from ${name} where dedupe_key = ${key} and created_at >= ${since}) returning id`;
  // One outbox row per configured channel (our own constants, never input).
  const channels = context.isSpam ? [] : notificationChannels();
  const batch = [
    "begin",
    `select pg_advisory_xact_lock(hashtextextended(${key}, 0))`,
    channels.length > 0
      ? `with lead as (${lead}) insert into lead_notifications (lead_type, lead_id, channel, next_attempt_at, request_id)
         select '${leadType}', id, channel, ${pg.escapeLiteral(new Date(now).toISOString())}, ${literal(requestId, "text")} from lead, (values ${channels.map((c) => `('${c}')`).join(", ")}) as c(channel)
         returning lead_id as id`
      : lead,
    // A repeated request that changes its consent answer: the newest answer wins (its own new row,
    // if any, already has it).
    answeredConsent
      ? `update ${name} set consent = ${context.consent}, consent_version = ${literal(context.consentVersion, "text")}, consent_at = ${literal(context.consentAt, "text")}
         where dedupe_key = ${key} and created_at >= ${since} and consent <> ${context.consent}`
      : null,
    "commit",
  ];
  const client = await getPool().connect();
  let failed = false;
  try {
    // One result per statement: the third is the insert, with the new row's id unless a duplicate.
    const results = (await client.query(batch.filter(Boolean).join(";\n"))) as unknown as pg.QueryResult<{ id: string }>[];
    const id = results[2]?.rows[0]?.id;
    return id === undefined ? { id: null, duplicate: true } : { id: Number(id), duplicate: false };
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // After a failure the connection is dropped, not reused: it may be mid-transaction or dead.
    client.release(failed);
  }
}

const store: (lead: LeadRow) => Promise<Stored> = engine() === "postgres" ? postgresStore : sqliteStore();

// One way to store a lead of either kind: in one transaction, with its context columns, the
// duplicate check and (for real leads) the notification outbox row; timestamps come from the
// server, never the client. Resolves once the row is durably committed.
export function leadWriter<D extends LeadContext & { cta?: string | null }>(
  leadType: LeadType,
  formFields: (data: D) => Record<string, unknown>,
): (data: D, sender: LeadSender) => Promise<void> {
  return async (data, sender) => {
    const fields = formFields(data);
    const context = leadContextColumns(data, sender, Date.now(), fields);
    const stored = await inSpan("lead.store", { "lead.kind": leadType }, () =>
      store({ leadType, values: { ...fields, cta: data.cta || null, ...context }, context, answeredConsent: data.consent !== undefined, requestId: currentRequestId() ?? null }),
    );
    const verdict = context.isSpam ? "spam" : "lead";
    if (!stored.duplicate) metrics.leadsStored.inc({ kind: leadType, verdict });
    // Who sent it stays out of the log: the row's id leads to it, in the workspace.
    plainLogger.info({ kind: leadType, leadId: stored.id, verdict, spamReason: context.spamReason, duplicate: stored.duplicate, language: sender.language }, "lead stored");
    // Its owner by the administrators' rule (no query while the rule is "none"), before the outbox
    // runs, so the new-lead e-mail goes to the owner. A failure leaves it unassigned, never fails the POST.
    if (!stored.duplicate && !context.isSpam && stored.id !== null) await assignLead(leadType, stored.id);
    kickOutbox();
  };
}

// The client's rate limit, the body, the site-wide ceiling, then the row. The answer carries no id: sequential ids would tell anyone the
// lead volume, and a repeated post the id of the first. A database that cannot take the row (down,
// restarting, full) gets a 503 the form can retry, never a 500 and never a half-stored lead.
async function receiveLead<S extends z.ZodMiniType>(
  request: Request,
  schema: S,
  store: (data: z.output<S>, sender: LeadSender) => Promise<unknown>,
): Promise<Response> {
  try {
    const limited = await rateLimit(request);
    if (limited) return limited;
    const body = await parseJsonBody(request, schema);
    if (!body.ok) return body.response;
    const full = await siteWideLeadLimit();
    if (full) return full;
    await store(body.data, { language: requestLocale(request, body.data) });
  } catch (error) {
    logger.error({ reason: describeDatabaseError(error) }, "could not store a lead");
    return jsonError(503, "We could not save your request just now: please try again in a moment", { headers: { "Retry-After": "30" } });
  }
  return Response.json({ received: true }, { status: 201 });
}

// The POST handler of a lead endpoint (/api/demo-requests, /api/contact-messages). server.mjs calls it
// directly once the route module has loaded (lib/server/direct-routes.mjs).
export function leadEndpoint<S extends z.ZodMiniType>(
  path: `/api/${string}`,
  schema: S,
  store: (data: z.output<S>, sender: LeadSender) => Promise<unknown>,
): (request: Request) => Promise<Response> {
  return directRoute(`POST ${path}`, MAX_BODY_BYTES, handle((request: Request) => receiveLead(request, schema, store)));
}
