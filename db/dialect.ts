import "server-only";
import type { SQL } from "drizzle-orm";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { engine } from "./engine";
import type { Db } from "./index";
import { postgresDialect } from "./postgres/dialect";
import { sqliteDialect } from "./sqlite/dialect";

// The small things that differ per engine, for callers in lib/ that must not know which one answers.
// One interface, an implementation per engine (db/sqlite/dialect.ts, db/postgres/dialect.ts), chosen once.
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

export const dialect: Dialect = engine() === "postgres" ? postgresDialect : sqliteDialect;

// One limiter per prefix and allowance, made on first use (callers read their allowance per request).
const limiters = new Map<string, RateLimiterAbstract>();

// Counts one request against `points` per `duration` seconds under `keyPrefix`, for `key`: the seconds
// to wait when it is over the allowance, else null. A store error (the database is down) is thrown.
export async function countAgainst(keyPrefix: string, points: number, duration: number, key: string): Promise<number | null> {
  const id = `${keyPrefix}:${points}`;
  let limiter = limiters.get(id);
  if (!limiter) limiters.set(id, (limiter = dialect.rateLimiter({ keyPrefix: id, points, duration })));
  try {
    await limiter.consume(key);
    return null;
  } catch (outcome) {
    if (outcome instanceof RateLimiterRes) return Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
    throw outcome;
  }
}

// For tests: every count back to zero.
export async function resetCounts(): Promise<void> {
  limiters.clear();
  await dialect.clearRateLimits();
}
