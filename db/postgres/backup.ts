import "server-only";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Backups, LeadCount, Location } from "../ports/backup";
import { BackupError } from "../connect";
import { sharedDb } from "../index";
import { runMigrations } from "../migrate";
import * as schema from "./schema";

// PostgreSQL's backups: pg_dump's custom format in the snapshot the lead count was read in, restored
// by pg_restore into an empty database.

function databaseUrl(options: Location): string {
  const url = options.databaseUrl ?? process.env.DATABASE_URL ?? "";
  // describeDatabaseError says what is wrong with a malformed one, without repeating it.
  if (!url) throw new BackupError("DATABASE_URL is not set");
  return url;
}

// host:port/database, for messages (never the password).
function describeTarget(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}/${decodeURIComponent(u.pathname.slice(1))}`;
  } catch {
    return "the database in DATABASE_URL";
  }
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, application_name: "torque-backup" });
  await client.connect();
  return client;
}

async function dumpPostgres(partial: string, url: string): Promise<LeadCount> {
  const pgDump = pgTool("pg_dump");
  const client = await connect(url);
  try {
    // pg_dump runs in this transaction's snapshot, so the count printed is the dump's own.
    await client.query("begin isolation level repeatable read, read only");
    const snapshot = (await client.query<{ id: string }>("select pg_export_snapshot() as id")).rows[0]!.id;
    const leads = await countPostgresLeads(client);
    await runTool(pgDump, ["--format=custom", `--snapshot=${snapshot}`, "--no-password", `--file=${partial}`, `--dbname=${withoutPassword(url)}`], url);
    await client.query("commit");
    await verifyDump(partial, url);
    return leads;
  } catch (error) {
    if (/relation "(demo_requests|contact_messages)" does not exist/.test((error as Error).message ?? "")) {
      throw new BackupError(`${describeTarget(url)} is not this site's database (it has no demo_requests table)`);
    }
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function restorePostgres(file: string, url: string): Promise<LeadCount> {
  const pgRestore = pgTool("pg_restore");
  await verifyDump(file, url);
  const target = describeTarget(url);
  let client = await connect(url);
  try {
    const tables = (
      await client.query<{ n: number }>(
        `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.relkind in ('r', 'p', 'v', 'm', 'f')
            and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_(toast|temp)'`,
      )
    ).rows[0]!.n;
    if (tables > 0) {
      throw new BackupError(
        `The database ${target} already has ${tables} table${tables === 1 ? "" : "s"}: a restore only goes into an empty database; ` +
          "create a new one (createdb -O OWNER NAME) and point DATABASE_URL at it",
      );
    }
  } finally {
    await client.end().catch(() => undefined);
  }
  // One transaction: a restore that fails half way leaves the database empty, ready for another try.
  await runTool(pgRestore, ["--no-owner", "--exit-on-error", "--single-transaction", "--no-password", `--dbname=${withoutPassword(url)}`, file], url);
  client = await connect(url);
  try {
    // Under the lock npm start migrates with (db/connect.ts), in case an instance starts meanwhile.
    await client.query("select pg_advisory_lock(7474010)");
    await runMigrations(sharedDb(drizzle(client, { schema })));
    return await countPostgresLeads(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

// The archive is whole and holds this site's tables (pg_restore reads its table of contents).
async function verifyDump(file: string, url: string): Promise<void> {
  const list = await runTool(pgTool("pg_restore"), ["--list", file], url);
  if (!/ TABLE DATA \S+ demo_requests /.test(list)) throw new BackupError(`${file} is not a dump of this site's database (no demo_requests data in it)`);
}

async function countPostgresLeads(client: pg.Client): Promise<LeadCount> {
  const { rows } = await client.query<LeadCount>(
    `select (select count(*) from demo_requests)::int as "demoRequests", (select count(*) from contact_messages)::int as "contactMessages"`,
  );
  return rows[0]!;
}

// libpq takes the URL as the database name; the password goes in PGPASSWORD, not on a command
// line every user of the machine can read in ps.
function withoutPassword(url: string): string {
  const u = new URL(url);
  u.password = "";
  return u.toString();
}

// pg_dump and pg_restore: from PG_BIN if set, else from PATH, else Debian's newest server package
// (as tests/support/services.mjs finds initdb). pg_dump must be as new as the server.
function pgTool(name: "pg_dump" | "pg_restore"): string {
  const executable = (file: string) => {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  };
  if (process.env.PG_BIN) {
    const file = path.join(process.env.PG_BIN, name);
    if (executable(file)) return file;
    throw new BackupError(`PG_BIN=${process.env.PG_BIN} has no ${name} in it; point it at PostgreSQL's bin directory`);
  }
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir && executable(path.join(dir, name))) return path.join(dir, name);
  }
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => /^\d+(\.\d+)?$/.test(v)) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const file = path.join(root, v, "bin", name);
    if (executable(file)) return file;
  }
  throw new BackupError(
    `${name} not found: install PostgreSQL's client tools (apt-get install -y postgresql-client) or set PG_BIN to the directory holding ${name}`,
  );
}

// Runs a PostgreSQL tool to completion and returns its standard output; a failure becomes one line
// from its error output, with the password masked should it ever appear.
function runTool(tool: string, args: string[], url: string): Promise<string> {
  let password = "";
  try {
    password = decodeURIComponent(new URL(url).password);
  } catch {
    // describeDatabaseError reports a malformed URL
  }
  const env: NodeJS.ProcessEnv = { ...process.env, PGCONNECT_TIMEOUT: process.env.PGCONNECT_TIMEOUT ?? "10" };
  if (password) env.PGPASSWORD = password;
  const name = path.basename(tool);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => {
      if (stderr.length < 64 * 1024) stderr += d;
    });
    child.on("error", (error) => reject(new BackupError(`Cannot run ${tool}: ${error.message}`)));
    child.on("close", (code, signal) => {
      if (code === 0) return resolve(stdout);
      const lines = stderr
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean)
        // pg_restore's closing tally ("warning: errors ignored on restore: 1") says less than the error.
        .filter((l) => !/errors ignored on restore/.test(l));
      let reason = (lines.find((l) => /error:|FATAL|fatal:/.test(l)) ?? lines[0] ?? `exited with ${signal ?? `code ${code}`}`)
        .replace(/^(pg_dump|pg_restore): (error: )?/, "")
        .replace(/\s+/g, " ");
      // "connection to server ... failed: FATAL: ..." is on one line; pg_restore puts the statement that failed on the next.
      const command = lines.find((l) => /^Command was:/.test(l));
      if (command) reason += ` (${command.replace(/\s+/g, " ").slice(0, 200)})`;
      if (password) reason = reason.replaceAll(password, "***");
      reject(new BackupError(`${name} failed: ${reason}`));
    });
  });
}

export const postgresBackups: Backups = {
  kind: "pg_dump",
  ext: "dump",
  backup: (partial, location) => dumpPostgres(partial, databaseUrl(location)),
  restore: async (file, location) => {
    const url = databaseUrl(location);
    return { target: describeTarget(url), leads: await restorePostgres(file, url) };
  },
  otherKind: (file) => `${file} is an SQLite backup, but DATABASE_URL selects PostgreSQL: restore it with DATABASE_URL unset`,
};
