import "server-only";
import path from "node:path";
import { RateLimiterMemory } from "rate-limiter-flexible";
import type { Dialect } from "../dialect";
import { databasePath, getSqlite } from "../index";

// One process, one connection: its transactions already take turns, and its rate limits count in memory.
export const sqliteDialect: Dialect = {
  authProvider: "sqlite",
  localSecretFile: () => path.join(path.dirname(databasePath()), "auth-secret"),
  rows: async (query) => getSqlite().all(query),
  writers: 1,
  takeTurns: async () => undefined,
  forgetErased: () => getSqlite().$client.pragma("wal_checkpoint(TRUNCATE)"),
  rateLimiter: (options) => new RateLimiterMemory(options),
  clearRateLimits: async () => undefined,
};
