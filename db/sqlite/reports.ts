import "server-only";
import { sql } from "drizzle-orm";
import type { Reports } from "../ports/reports";
import { getSqlite } from "../index";
import { readBatchesOffThread } from "./reader";

// better-sqlite3 runs a statement synchronously: a year over 100,000 leads (about half a second)
// runs in a worker thread (./reader.ts) so the main thread only waits for the rows.
export const sqliteReports: Reports = {
  position: (haystack, needle) => sql`instr(${haystack}, ${needle})`,
  batches: readBatchesOffThread,
  explain: async (query) => {
    const steps = getSqlite().all<{ id: number; parent: number; detail: string }>(sql`explain query plan ${query}`);
    const depth = new Map<number, number>();
    return steps
      .map((step) => {
        const level = (depth.get(step.parent) ?? -1) + 1;
        depth.set(step.id, level);
        return `${"  ".repeat(level)}${step.detail}`;
      })
      .join("\n");
  },
};
