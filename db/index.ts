import "server-only";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import * as schema from "./schema";

export type Db = BetterSQLite3Database<typeof schema>;

export function databasePath(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATABASE_PATH ?? "./data/site.db");
}

export function openDatabase(file = databasePath()): { db: Db; sqlite: Database.Database } {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  // Concurrent writers (the server and the seed, or several requests) wait instead of failing.
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  // WAL with synchronous=FULL: a committed lead survives a power cut, not just a process crash.
  sqlite.pragma("synchronous = FULL");
  return { db: drizzle(sqlite, { schema }), sqlite };
}

// One client per process, opened on first use; cached on globalThis so dev reloads don't leak handles.
const globalForDb = globalThis as unknown as { __siteDb?: Db };

export function getDb(): Db {
  globalForDb.__siteDb ??= openDatabase().db;
  return globalForDb.__siteDb;
}
