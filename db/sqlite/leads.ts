import "server-only";
import { and, eq, gte, sql } from "drizzle-orm";
import { getSqlite, sqliteTransactionOpen, type SqliteDb } from "../index";
import type { LeadKind } from "../enums";
import type { LeadStore, NewLead, StoredLead } from "../ports/leads";
import { groupCommit } from "../group-commit";
import { contactMessages, demoRequests, leadNotifications } from "./schema";

// SQLite: one process writes, so leads arriving together share one group-committed transaction
// (one fsync for the batch, synchronous=FULL) and the duplicate check inside it cannot race.

const tables = { demo: demoRequests, contact: contactMessages };
type LeadTable = (typeof tables)[LeadKind];

// The statements a lead runs, prepared once per database and column set: building and preparing the
// SQL for each lead cost more than running it (about 15% of a request under load).
interface LeadStatements {
  // An earlier row with the same content from the dedupe window, if any.
  findDuplicate: { get(params: { dedupeKey: string; since: string }): { id: number; consent: boolean } | undefined };
  insert: { get(params: Record<string, unknown>): { id: number } | undefined };
  // A repeated request that changes its consent answer: the newest answer wins.
  updateConsent: { run(params: { id: number; consent: boolean; consentVersion: string | null; consentAt: string | null }): unknown };
}

function prepareStatements(db: SqliteDb, table: LeadTable, columns: string[]): LeadStatements {
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

// dedupeWindowMs: how far back an identical row makes a new one a duplicate.
export function sqliteLeadStore(dedupeWindowMs: number): LeadStore {
  const prepared = new WeakMap<SqliteDb, Map<string, LeadStatements>>();
  function statements(db: SqliteDb, kind: LeadKind, columns: string[]): LeadStatements {
    const byColumns = prepared.get(db) ?? new Map<string, LeadStatements>();
    prepared.set(db, byColumns);
    const key = `${kind} ${columns.join(",")}`;
    let found = byColumns.get(key);
    if (!found) byColumns.set(key, (found = prepareStatements(db, tables[kind], columns)));
    return found;
  }
  const store = groupCommit(
    (leads: NewLead[]): StoredLead[] => {
      const now = Date.now();
      const since = new Date(now - dedupeWindowMs).toISOString();
      const db = getSqlite();
      return db.transaction((tx) =>
        leads.map(({ kind, values, consent, outbox }) => {
          const { findDuplicate, insert, updateConsent } = statements(db, kind, Object.keys(values));
          const duplicate = findDuplicate.get({ dedupeKey: values.dedupeKey, since });
          if (duplicate) {
            if (consent && consent.consent !== duplicate.consent) updateConsent.run({ id: duplicate.id, ...consent });
            return { id: duplicate.id, duplicate: true };
          }
          const row = insert.get(values);
          if (!row) throw new Error("Insert returned no row");
          // Its outbox rows (lib/outbox/'s newLeadRows), written here: the lead's id exists only inside this
          // synchronous transaction of the group commit, which db/ cannot hand to lib/outbox/'s queue().
          if (outbox.length > 0)
            tx.insert(leadNotifications)
              .values(outbox.map((notice) => ({ ...notice, leadType: kind, leadId: row.id })))
              .run();
          return { id: row.id, duplicate: false };
        }),
      );
    },
    () => !sqliteTransactionOpen(),
  );
  return { store };
}
