// The reports door's interface (db/reports.ts chooses db/sqlite/reports.ts or db/postgres/reports.ts),
// in a file of its own that both import.
import type { SQL } from "drizzle-orm";

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
