import "server-only";
import { getTableColumns, getTableName } from "drizzle-orm";
import pg from "pg";
import { getPool } from "../index";
import type { LeadStore, NewLead, StoredLead } from "../ports/leads";
import { contactMessages, demoRequests } from "./schema";

// PostgreSQL: several instances write at once. A transaction-scoped advisory lock on the duplicate
// key makes identical requests (from any instance) take turns, so the second sees the first's row
// (each statement of the batch reads a fresh snapshot, taken after the lock).
//
// The whole write is one round trip: a multi-statement batch (BEGIN, the lock, the insert unless a
// duplicate exists, with its outbox row, the duplicate's consent update, COMMIT). Parameters are not
// allowed in a batch, so values are written as literals escaped by the driver (pg.escapeLiteral);
// the validations have already refused NUL and malformed text. One trip instead of five halves the
// server's CPU per lead, which is what limits several instances on a small machine.
const tables = { demo: demoRequests, contact: contactMessages };

function literal(value: unknown, type: string): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return `${pg.escapeLiteral(String(value))}::${type}`;
}

async function store({ kind, values, consent, outbox }: NewLead, dedupeWindowMs: number): Promise<StoredLead> {
  const table = tables[kind];
  const name = getTableName(table);
  const definitions = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const columns = Object.keys(values).map((c) => definitions[c]!);
  const now = Date.now();
  const key = pg.escapeLiteral(values.dedupeKey);
  const since = pg.escapeLiteral(new Date(now - dedupeWindowMs).toISOString());
  const lead = `insert into ${name} (${columns.map((c) => `"${c.name}"`).join(", ")})
    select ${Object.entries(values)
      .map(([c, v]) => literal(v, definitions[c]!.getSQLType()))
      .join(", ")}
    where not exists (select 1 from ${name} where dedupe_key = ${key} and created_at >= ${since}) returning id`;
  const batch = [
    "begin",
    `select pg_advisory_xact_lock(hashtextextended(${key}, 0))`,
    // Its outbox rows (lib/outbox/'s newLeadRows), in this statement: the lead's id exists only inside it,
    // and the one round trip is the lead route's speed (it halved the server's CPU per lead), which a
    // second statement through lib/outbox/'s queue() would give up.
    outbox.length > 0
      ? `with lead as (${lead}) insert into lead_notifications (lead_type, lead_id, channel, event, next_attempt_at, request_id)
         select '${kind}', id, n.channel, n.event, n.next_attempt_at, n.request_id from lead, (values ${outbox
           .map((n) => `(${[literal(n.channel, "text"), literal(n.event, "text"), literal(n.nextAttemptAt, "text"), literal(n.requestId, "text")].join(", ")})`)
           .join(", ")}) as n(channel, event, next_attempt_at, request_id)
         returning lead_id as id`
      : lead,
    // A repeated request that changes its consent answer: the newest answer wins (its own new row,
    // if any, already has it).
    consent
      ? `update ${name} set consent = ${consent.consent}, consent_version = ${literal(consent.consentVersion, "text")}, consent_at = ${literal(consent.consentAt, "text")}
         where dedupe_key = ${key} and created_at >= ${since} and consent <> ${consent.consent}`
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

// dedupeWindowMs: how far back an identical row makes a new one a duplicate.
export const postgresLeadStore = (dedupeWindowMs: number): LeadStore => ({ store: (lead) => store(lead, dedupeWindowMs) });
