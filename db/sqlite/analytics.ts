import "server-only";
import { lt } from "drizzle-orm";
import type { AnalyticsStore } from "../ports/analytics";
import { groupCommit } from "../group-commit";
import { getSqlite, sqliteTransactionOpen } from "../index";
import { analyticsEvents } from "./schema";

// SQLite: the collector's flushes share the leads' one writer. A flush's rows are one item of a group
// commit: flushes that arrive while a commit is in flight go in the next transaction together, and the
// commit waits while another transaction holds the connection.
const ROWS_PER_STATEMENT = 200;

const commit = groupCommit(
  (flushes: (typeof analyticsEvents.$inferInsert)[][]) => {
    const db = getSqlite();
    db.transaction((tx) => {
      for (const rows of flushes) {
        for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT)
          tx.insert(analyticsEvents)
            .values(rows.slice(i, i + ROWS_PER_STATEMENT))
            .run();
      }
    });
    return flushes.map(() => undefined);
  },
  () => !sqliteTransactionOpen(),
);

export const sqliteAnalyticsStore: AnalyticsStore = {
  store: async (rows) => {
    if (rows.length > 0) await commit(rows);
  },
  prepare: async () => undefined,
  forget: async (before) => getSqlite().delete(analyticsEvents).where(lt(analyticsEvents.at, before)).run().changes,
};
