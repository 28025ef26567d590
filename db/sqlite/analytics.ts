import "server-only";
import type BetterSqlite3 from "better-sqlite3";
import { getTableColumns, lt } from "drizzle-orm";
import type { AnalyticsStore } from "../ports/analytics";
import { groupCommit } from "../group-commit";
import { getSqlite, sqliteTransactionOpen } from "../index";
import { analyticsEvents } from "./schema";

// SQLite: the collector's flushes share the leads' one writer, and a commit runs on the server's one
// thread, so a flush is cut into commits of ROWS_PER_COMMIT rows, each its own turn of the event loop,
// through one prepared statement: a page waits at most one short commit (measured on this machine: 1,000
// rows through Drizzle's query builder held the thread 30 ms, through the statement 7 ms). Each commit
// is an item of a group commit, which waits while another transaction holds the connection.
const ROWS_PER_COMMIT = 250;
type Row = typeof analyticsEvents.$inferInsert;

// The table's columns in one order: their SQL names for the statement, their keys to read a row by.
const COLUMNS = Object.entries(getTableColumns(analyticsEvents));
const INSERT = `insert into analytics_events (${COLUMNS.map(([, column]) => `"${column.name}"`).join(", ")}) values (${COLUMNS.map(() => "?").join(", ")})`;
const statements = new WeakMap<BetterSqlite3.Database, BetterSqlite3.Statement>();

const commit = groupCommit(
  (chunks: Row[][]) => {
    const client = getSqlite().$client;
    let insert = statements.get(client);
    if (!insert) statements.set(client, (insert = client.prepare(INSERT)));
    const statement = insert;
    client.transaction(() => {
      for (const rows of chunks) for (const row of rows) statement.run(COLUMNS.map(([key]) => row[key as keyof Row] ?? null));
    })();
    return chunks.map(() => undefined);
  },
  () => !sqliteTransactionOpen(),
);

export const sqliteAnalyticsStore: AnalyticsStore = {
  store: async (rows) => {
    for (let i = 0; i < rows.length; i += ROWS_PER_COMMIT) await commit(rows.slice(i, i + ROWS_PER_COMMIT));
  },
  prepare: async () => undefined,
  forget: async (before) => getSqlite().delete(analyticsEvents).where(lt(analyticsEvents.at, before)).run().changes,
};
