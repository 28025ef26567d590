// The dialect door's interface (db/dialect.ts chooses db/sqlite/dialect.ts or db/postgres/dialect.ts),
// in a file of its own that both import.
import type { SQL } from "drizzle-orm";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { Db } from "../index";

export interface Dialect {
  // Better Auth's Drizzle adapter provider.
  authProvider: "sqlite" | "pg";
  // Where one machine keeps a secret of its own, beside the database; null where several instances
  // may run (PostgreSQL), which must share one from the environment.
  localSecretFile(): string | null;
  // The rows of a raw statement (the inbox's union of both lead tables, which the query builder cannot write).
  rows(query: SQL): Promise<unknown[]>;
  // How many writing transactions make progress at once: several on PostgreSQL's pool, one on SQLite's
  // one connection (where more in flight only queue, and run back to back without letting the event loop in).
  writers: number;
  // Concurrent transactions that take the same lock run one after the other, each seeing the last one's result.
  takeTurns(tx: Db, lock: number): Promise<void>;
  // After rows are erased: no copy of them left in the write-ahead log.
  forgetErased(): void;
  // A fixed-window rate limiter whose counts every instance shares.
  rateLimiter(options: { keyPrefix: string; points: number; duration: number }): RateLimiterAbstract;
  // Every count back to zero (tests).
  clearRateLimits(): Promise<void>;
}
