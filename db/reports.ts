import "server-only";
import type { SQL } from "drizzle-orm";
import { engine } from "./engine";
import { postgresReports } from "./postgres/reports";
import { sqliteReports } from "./sqlite/reports";

// The dashboard's long reads: one statement over a period's leads, run where it holds no other
// request up, and the SQL function the two engines spell differently. One interface, an
// implementation per engine (db/sqlite/reports.ts, db/postgres/reports.ts), chosen once.
export interface Reports {
  // The 1-based position of a fixed string (inlined: PostgreSQL cannot type a bare parameter in a
  // select list) in a text, 0 when absent.
  position(haystack: SQL, needle: SQL): SQL;
  // A statement's rows as arrays of values in its select list's order (a fifth faster than objects
  // over thousands of rows), handed to `take` a batch at a time, each batch its own turn of the event
  // loop, read without holding up the process's other requests. Resolves once the last batch is taken.
  batches(query: SQL, take: (rows: unknown[][]) => void): Promise<void>;
  // The statement's plan, one line per step, indented by depth (for bench/inbox.mjs).
  explain(query: SQL): Promise<string>;
}

export const reports: Reports = engine() === "postgres" ? postgresReports : sqliteReports;
