import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import type { Reports } from "../ports/reports";
import { getPool } from "../index";

// Without JIT compilation: the dashboard's estimated cost passes jit_above_cost, and compiling its
// many expressions took longer (about 150 ms) than running them.
async function withoutJit<T>(run: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await getPool().connect();
  try {
    await client.query("begin");
    await client.query("set local jit = off");
    const result = await run(client);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const dialect = new PgDialect();

// The statement runs in the server; the pool's socket keeps the main thread free meanwhile.
export const postgresReports: Reports = {
  position: (haystack, needle) => sql`strpos(${haystack}, ${needle})`,
  // One batch: the rows as pg parsed them.
  batches: async (query, take) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    take(await withoutJit(async (client) => (await client.query({ text, values: params, rowMode: "array" })).rows as unknown[][]));
  },
  explain: (query: SQL) => {
    const { sql: text, params } = dialect.sqlToQuery(sql`explain ${query}`);
    return withoutJit(async (client) => (await client.query<{ "QUERY PLAN": string }>(text, params)).rows.map((r) => r["QUERY PLAN"]).join("\n"));
  },
};
