import pg from "pg";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { engine } from "./engine";
import { openSqlite, sharedDb, type Db } from "./index";
import * as postgresSchema from "./postgres/schema";

// A backup's or restore's refusal or failure with its reason for a person, in one line (db/backup.ts;
// the CLI prints it as is).
export class BackupError extends Error {}

// What went wrong with the database, in one line for a person: never a stack trace, never the
// password (DATABASE_URL is not repeated, only its host, port, database and user).
export function describeDatabaseError(error: unknown, url = process.env.DATABASE_URL ?? ""): string {
  if (engine() === "sqlite") return `SQLite database: ${(error as Error).message ?? error}`;
  let target: URL;
  try {
    target = new URL(url);
    if (!/^postgres(ql)?:$/.test(target.protocol) || !target.hostname) throw new Error("not postgres");
  } catch {
    return "DATABASE_URL is not a valid PostgreSQL URL (expected postgres://user:password@host:port/database)";
  }
  const where = `${target.hostname}:${target.port || 5432}`;
  const database = decodeURIComponent(target.pathname.slice(1)) || "(default)";
  const user = decodeURIComponent(target.username) || "(default)";
  // Drizzle wraps the driver's error (with the query) in its own; the driver's says what went wrong.
  let cause = error as { code?: string; message?: string; cause?: unknown } | undefined;
  while (cause && !cause.code && cause.cause) cause = cause.cause as typeof cause;
  const { code, message } = cause ?? {};
  switch (code) {
    case "ECONNREFUSED":
      return `Cannot reach PostgreSQL at ${where}: connection refused (is the server running?)`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `Cannot reach PostgreSQL: the host "${target.hostname}" does not resolve`;
    case "28P01":
    case "28000":
      return `PostgreSQL at ${where} refused the credentials for user "${user}"`;
    case "3D000":
      return `PostgreSQL at ${where} has no database "${database}"`;
  }
  if (/timeout/i.test(message ?? "")) return `PostgreSQL at ${where} did not answer in time`;
  return `PostgreSQL at ${where}: ${(message ?? String(error)).replaceAll(target.password || "\u0000", "***")}`;
}

// A dedicated connection for a script (migrations, the seed, the leads CLI), closed afterwards. On
// PostgreSQL the script holds an advisory lock, so instances starting together migrate and seed one
// after the other.
export async function withDatabase<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  if (engine() === "sqlite") {
    const { db, sqlite } = openSqlite();
    try {
      return await fn(sharedDb(db));
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(7474010)");
    return await fn(sharedDb(drizzlePostgres(client, { schema: postgresSchema })));
  } finally {
    await client.end();
  }
}

// For a script's main: run, or print the one-line reason and exit 1.
export async function runScript(fn: () => Promise<string>): Promise<void> {
  try {
    console.log(await fn());
  } catch (error) {
    console.error(describeDatabaseError(error));
    process.exit(1);
  }
}
