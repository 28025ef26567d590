// The analytics door's interface (db/analytics.ts chooses db/sqlite/analytics.ts or
// db/postgres/analytics.ts), in a file of its own that both import.
import type { NewAnalyticsEvent } from "../schema";

export interface AnalyticsStore {
  // The rows, committed together: SQLite's group commit (one fsync for every flush waiting), PostgreSQL's
  // one multi-row insert. Resolves once they are committed.
  store(rows: NewAnalyticsEvent[]): Promise<void>;
  // Makes ready where the coming month's raw events go (PostgreSQL: this month's and the next month's
  // partitions; SQLite: nothing).
  prepare(now: number): Promise<void>;
  // Deletes the raw events from before `before` (ISO instant); PostgreSQL drops the months wholly before
  // it first. Answers how many rows were deleted one by one.
  forget(before: string): Promise<number>;
}
