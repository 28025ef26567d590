import "server-only";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { engine } from "./engine";
import type { Dialect } from "./ports/dialect";
import { postgresDialect } from "./postgres/dialect";
import { sqliteDialect } from "./sqlite/dialect";

// The small things that differ per engine, for callers in lib/ that must not know which one answers.
// One interface, an implementation per engine (db/sqlite/dialect.ts, db/postgres/dialect.ts), chosen once.
export type { Dialect } from "./ports/dialect";

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
