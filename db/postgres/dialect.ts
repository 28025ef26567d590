import "server-only";
import { sql } from "drizzle-orm";
import { RateLimiterPostgres } from "rate-limiter-flexible";
import type { Dialect } from "../dialect";
import { asPostgres, getPool, getPostgres } from "../index";

// Several instances share the database: locks and rate limits live in it (the rate_limits table).
export const postgresDialect: Dialect = {
  authProvider: "pg",
  localSecretFile: () => null,
  rows: async (query) => (await getPostgres().execute(query)).rows,
  writers: 4,
  // A transaction-scoped advisory lock, released at commit or rollback.
  takeTurns: async (tx, lock) => {
    await asPostgres(tx).execute(sql`select pg_advisory_xact_lock(${sql.raw(String(lock))})`);
  },
  // The server keeps and recycles its own WAL: nothing the site can trim.
  forgetErased: () => undefined,
  rateLimiter: (options) =>
    new RateLimiterPostgres({
      ...options,
      storeClient: getPool(),
      storeType: "pool",
      tableName: "rate_limits",
      tableCreated: true,
      clearExpiredByTimeout: true,
    }),
  clearRateLimits: async () => {
    await getPool().query("delete from rate_limits");
  },
};
