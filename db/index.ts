import "server-only";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle as drizzleSqlite } from "drizzle-orm/better-sqlite3";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db as CheckedDb } from "@/db/checked-engine";
import { engine } from "./engine";
import type { Db as PostgresDb } from "./postgres/types";
import * as postgresSchema from "./postgres/schema";
import * as sqliteSchema from "./sqlite/schema";
import type { Db as SqliteDb } from "./sqlite/types";

export { engine, type Engine } from "./engine";

export type { PostgresDb, SqliteDb };

// The database as the query modules see it, whatever the engine: drizzle's query API over the tables
// of db/schema.ts. `npm run typecheck` checks the house twice, Db being PostgreSQL's database, then
// SQLite's (tsconfig.sqlite.json), so a query either engine cannot run fails one of the two. Shared
// code awaits its queries: SQLite's synchronous .all()/.get()/.run() do not exist on PostgreSQL's.
export type Db = CheckedDb;

// An engine's database seen as Db: it is one of the two, and the engine in use says which.
export const sharedDb = (db: PostgresDb | SqliteDb): Db => db as Db;

function asEngine<T extends PostgresDb | SqliteDb>(want: "postgres" | "sqlite", db: Db): T {
  if (engine() !== want) throw new Error(`A ${want} query called while the site runs on ${engine()}`);
  const either: PostgresDb | SqliteDb = db;
  return either as T;
}
// Db as the engine's own database, for the engine's modules in db/postgres and db/sqlite.
export const asPostgres = (db: Db) => asEngine<PostgresDb>("postgres", db);
export const asSqlite = (db: Db) => asEngine<SqliteDb>("sqlite", db);

export function databasePath(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATABASE_PATH ?? "./data/site.db");
}

// The database holds leads and staff accounts: its folder and files are the service user's alone
// (SQLite gives the WAL and shared-memory files the database file's mode).
function privateFiles(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.closeSync(fs.openSync(file, "a", 0o600));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      fs.chmodSync(f, 0o600);
    } catch {
      // not there yet, or not ours to change
    }
  }
}

export function openSqlite(file = databasePath()): { db: SqliteDb; sqlite: Database.Database } {
  privateFiles(file);
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  // Deleted rows are overwritten, not left in free pages: an erased lead leaves no copy in the file.
  sqlite.pragma("secure_delete = ON");
  // Concurrent writers (the server and the seed, or several requests) wait instead of failing.
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  // WAL with synchronous=FULL: a committed lead survives a power cut, not just a process crash.
  sqlite.pragma("synchronous = FULL");
  return { db: drizzleSqlite(sqlite, { schema: sqliteSchema }), sqlite };
}

export function poolSize(): number {
  const size = Number(process.env.DATABASE_POOL_SIZE ?? 10);
  return Number.isInteger(size) && size > 0 ? size : 10;
}

export function openPostgres(url = process.env.DATABASE_URL ?? ""): { db: PostgresDb; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize(),
    // A database that is down fails a request in seconds (503), instead of queueing it for minutes.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    application_name: "torque-site",
  });
  // A connection dropped by a restarting server fails its query (the caller answers 503) and is
  // replaced on next use; the error it also emits, idle or checked out, must not crash the process.
  const lost = (error: Error) => console.error(`PostgreSQL connection lost: ${error.message}`);
  pool.on("error", lost);
  pool.on("connect", (client) => client.on("error", lost));
  return { db: drizzlePostgres(pool, { schema: postgresSchema }), pool };
}

// One client per process, opened on first use; cached on globalThis so dev reloads don't leak handles.
const cache = globalThis as unknown as { __siteSqlite?: SqliteDb; __sitePostgres?: { db: PostgresDb; pool: pg.Pool } };

export function getSqlite(): SqliteDb {
  if (engine() !== "sqlite") throw new Error("getSqlite() called while DATABASE_URL selects PostgreSQL");
  cache.__siteSqlite ??= openSqlite().db;
  return cache.__siteSqlite;
}

export function getPool(): pg.Pool {
  if (engine() !== "postgres") throw new Error("getPool() called without DATABASE_URL");
  cache.__sitePostgres ??= openPostgres();
  return cache.__sitePostgres.pool;
}

export function getPostgres(): PostgresDb {
  getPool();
  return cache.__sitePostgres!.db;
}

export function getDb(): Db {
  return sharedDb(engine() === "sqlite" ? getSqlite() : getPostgres());
}

// Runs fn's queries as one transaction on either engine. PostgreSQL: drizzle's transaction on one
// pooled connection. SQLite: the process has one connection, so these transactions take turns
// (BEGIN IMMEDIATE ... COMMIT around fn), and the leads' group commit waits while one is open
// (sqliteTransactionOpen). fn should await only its own queries on tx.
let sqliteQueue: Promise<unknown> = Promise.resolve();
let sqliteOpen = false;

export const sqliteTransactionOpen = () => sqliteOpen;

export async function transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
  if (engine() === "postgres") return getPostgres().transaction((tx) => fn(sharedDb(tx)));
  const run = async () => {
    const db = getSqlite();
    sqliteOpen = true;
    db.$client.exec("BEGIN IMMEDIATE");
    try {
      const result = await fn(sharedDb(db));
      db.$client.exec("COMMIT");
      return result;
    } catch (error) {
      db.$client.exec("ROLLBACK");
      throw error;
    } finally {
      sqliteOpen = false;
    }
  };
  const result = sqliteQueue.then(run, run);
  sqliteQueue = result.catch(() => undefined);
  return result;
}

// A claim query for work several instances share (the outbox): PostgreSQL skips rows another
// instance has locked; SQLite has one writer at a time, so the plain query is already exclusive.
export function skipLocked<Q>(query: Q): Q {
  if (engine() === "sqlite") return query;
  return (query as unknown as { for(strength: "update", config: { skipLocked: true }): Q }).for("update", { skipLocked: true });
}

// For scripts (npm run leads): close the process's client so Node can exit.
export async function closeDb(): Promise<void> {
  const { __siteSqlite: sqlite, __sitePostgres: postgres } = cache;
  cache.__siteSqlite = undefined;
  cache.__sitePostgres = undefined;
  sqlite?.$client.close();
  await postgres?.pool.end();
}
