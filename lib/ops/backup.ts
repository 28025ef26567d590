import "server-only";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import pg from "pg";
import { databasePath, engine, openSqlite, type Db } from "@/db";
import { describeDatabaseError } from "@/db/connect";
import { runMigrations } from "@/db/migrate";
import * as postgresSchema from "@/db/postgres/schema";

// Backups that restore (npm run db:backup, npm run db:restore; docs/deploy.md "Backups and restore").
// A backup is a consistent copy taken while the site keeps writing: SQLite's online backup API in
// one step (a single read transaction, so writers carry on in the WAL and the copy never restarts),
// or pg_dump in the snapshot the lead count was read in. A restore only ever goes into an empty
// database, is checked, and is brought up to date by the migrations.

// A refusal or failure with its reason for a person, in one line (the CLI prints it as is).
export class BackupError extends Error {}

export interface LeadCount {
  demoRequests: number;
  contactMessages: number;
}

export interface BackupResult {
  engine: "sqlite" | "postgres";
  file: string;
  bytes: number;
  leads: LeadCount;
}

export interface RestoreResult {
  engine: "sqlite" | "postgres";
  // Where the backup went: the SQLite file, or the PostgreSQL database as host:port/name.
  target: string;
  leads: LeadCount;
}

export const DEFAULT_BACKUP_DIR = "./backups";

// Where a backup is read from or a restore goes: the environment's database unless told otherwise.
interface Location {
  databasePath?: string;
  databaseUrl?: string;
}

const sqliteMagic = "SQLite format 3\0";
const pgDumpMagic = "PGDMP";
// better-sqlite3 copies this many pages per step: all of them in one.
const ALL_PAGES = 0x7fffffff;

// site-2026-11-25T14-03-09Z.db: sorts by time, and has no colon (scp, Windows).
export function backupName(ext: "db" | "dump", now = new Date()): string {
  return `site-${now.toISOString().slice(0, 19).replaceAll(":", "-")}Z.${ext}`;
}

export async function backupDatabase(options: Location & { outDir?: string } = {}): Promise<BackupResult> {
  const dir = path.resolve(options.outDir ?? DEFAULT_BACKUP_DIR);
  const postgres = engine() === "postgres";
  const file = path.join(dir, backupName(postgres ? "dump" : "db"));
  // Written under a hidden name and renamed once complete and checked: a backup that failed half
  // way never looks like a backup (nor matches site-*.db when old ones are rotated out).
  const partial = path.join(dir, `.${path.basename(file)}.${process.pid}.partial`);
  let created: string | undefined;
  try {
    created = fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new BackupError(`Cannot create the backup directory ${dir}: ${(error as Error).message}`);
  }
  if (fs.existsSync(file)) throw new BackupError(`${file} already exists: another backup was taken this second`);
  try {
    // Created for its owner alone before a byte of personal data goes in.
    fs.closeSync(fs.openSync(partial, "wx", 0o600));
  } catch (error) {
    throw new BackupError(`Cannot write to the backup directory ${dir}: ${(error as Error).message}`);
  }
  let done = false;
  try {
    const leads = postgres ? await dumpPostgres(partial, databaseUrl(options)) : await backupSqlite(partial, options.databasePath ?? databasePath());
    fs.chmodSync(partial, 0o600);
    if (fs.existsSync(file)) throw new BackupError(`${file} already exists: another backup was taken this second`);
    fs.renameSync(partial, file);
    done = true;
    return { engine: postgres ? "postgres" : "sqlite", file, bytes: fs.statSync(file).size, leads };
  } finally {
    for (const f of [partial, `${partial}-journal`, `${partial}-wal`, `${partial}-shm`]) fs.rmSync(f, { force: true });
    // A failed first backup leaves no empty directory behind.
    if (!done && created) removeEmptyDirs(dir, created);
  }
}

// Removes dir and its parents up to `top` while they are empty.
function removeEmptyDirs(dir: string, top: string): void {
  for (let d = dir; d.startsWith(top); d = path.dirname(d)) {
    try {
      fs.rmdirSync(d);
    } catch {
      return;
    }
    if (d === top) return;
  }
}

export async function restoreDatabase(options: Location & { file: string }): Promise<RestoreResult> {
  const file = path.resolve(options.file);
  const kind = fileKind(file);
  if (engine() === "postgres") {
    if (kind === "sqlite") throw new BackupError(`${file} is an SQLite backup, but DATABASE_URL selects PostgreSQL: restore it with DATABASE_URL unset`);
    if (kind !== "pg_dump") throw new BackupError(`${file} is not a backup of this site (neither an SQLite file nor a pg_dump archive)`);
    const url = databaseUrl(options);
    return { engine: "postgres", target: describeTarget(url), leads: await restorePostgres(file, url) };
  }
  if (kind === "pg_dump") throw new BackupError(`${file} is a PostgreSQL dump, but DATABASE_URL is unset (the site runs on SQLite): set DATABASE_URL to an empty PostgreSQL database to restore it`);
  if (kind !== "sqlite") throw new BackupError(`${file} is not a backup of this site (neither an SQLite file nor a pg_dump archive)`);
  const target = path.resolve(options.databasePath ?? databasePath());
  return { engine: "sqlite", target, leads: await restoreSqlite(file, target) };
}

// The one line a person reads when a backup or restore fails: never a stack trace, never the
// database password.
export function describeBackupError(error: unknown, url = process.env.DATABASE_URL ?? ""): string {
  if (error instanceof BackupError) return error.message;
  return describeDatabaseError(error, url);
}

export const totalLeads = (leads: LeadCount) => leads.demoRequests + leads.contactMessages;

// ---------------------------------------------------------------------------------------------
// SQLite

async function backupSqlite(partial: string, source: string): Promise<LeadCount> {
  if (!fs.existsSync(source)) throw new BackupError(`There is no SQLite database at ${source} (DATABASE_PATH)`);
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    if (!hasLeadTables(db)) throw new BackupError(`${source} is not this site's database (it has no demo_requests and contact_messages tables)`);
    // One step: one read transaction for the whole copy. In steps, every commit by the running site
    // between two of them would restart the copy, which under a steady load might never finish.
    await db.backup(partial, { progress: () => ALL_PAGES });
  } finally {
    db.close();
  }
  const copy = new Database(partial, { fileMustExist: true });
  try {
    // One self-contained file (no -wal beside it) that any sqlite3 opens as it is.
    copy.pragma("journal_mode = DELETE");
    checkIntegrity(copy, "The backup just written");
    return countSqliteLeads(copy);
  } finally {
    copy.close();
  }
}

async function restoreSqlite(file: string, target: string): Promise<LeadCount> {
  // The backup is checked before anything is written.
  const backup = openBackupFile(file);
  const source = backup.db;
  try {
    checkIntegrity(source, `The backup ${file}`);
    if (!hasLeadTables(source)) throw new BackupError(`${file} is not a backup of this site's database (it has no demo_requests and contact_messages tables)`);
    refuseNonEmptySqlite(target);
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
    let created = false;
    try {
      fs.closeSync(fs.openSync(target, "wx", 0o600));
      created = true;
    } catch {
      // it exists and holds no tables (refuseNonEmptySqlite)
    }
    try {
      // Through the backup API, page by page in one transaction on the target: a restore that
      // stops half way leaves the target as empty as it was.
      await source.backup(target, { progress: () => ALL_PAGES });
    } catch (error) {
      if (created) for (const f of [target, `${target}-journal`, `${target}-wal`, `${target}-shm`]) fs.rmSync(f, { force: true });
      throw new BackupError(`Could not copy the backup into ${target}: ${(error as Error).message}`);
    }
  } finally {
    backup.close();
  }
  const { db, sqlite } = openSqlite(target);
  try {
    checkIntegrity(sqlite, `The restored database ${target}`);
    await runMigrations(db as unknown as Db);
    return countSqliteLeads(sqlite);
  } finally {
    sqlite.close();
  }
}

// A backup is only read. Read-only, a file in WAL mode (as sqlite3's .backup of the live database
// makes them) gets an empty -wal and a -shm beside it that SQLite cannot remove on closing: they
// are removed here, when they were not there before and the -wal holds nothing.
function openBackupFile(file: string): { db: Database.Database; close(): void } {
  const sidecars = [`${file}-wal`, `${file}-shm`];
  const tidy = !sidecars.some((f) => fs.existsSync(f));
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(`Cannot open ${file}: ${(error as Error).message}`);
  }
  return {
    db,
    close() {
      db.close();
      if (tidy && fs.existsSync(sidecars[0]!) && fs.statSync(sidecars[0]!).size === 0) for (const f of sidecars) fs.rmSync(f, { force: true });
    },
  };
}

// Restoring never overwrites data: the target must not exist, or hold no tables.
function refuseNonEmptySqlite(target: string): void {
  const move = `stop the site and move ${path.basename(target)} (with its -wal and -shm files) aside, or set DATABASE_PATH to a new file`;
  if (!fs.existsSync(target)) {
    // A journal left without its database would be replayed into the new file.
    for (const leftover of [`${target}-wal`, `${target}-journal`]) {
      if (fs.existsSync(leftover)) throw new BackupError(`${leftover} is left from an earlier database: move it aside before restoring into ${target}`);
    }
    return;
  }
  let tables: number;
  try {
    const db = new Database(target, { readonly: true, fileMustExist: true });
    try {
      tables = (db.prepare("select count(*) as n from sqlite_schema where type = 'table'").get() as { n: number }).n;
    } finally {
      db.close();
    }
  } catch (error) {
    throw new BackupError(`${target} exists and cannot be read as an SQLite database (${(error as Error).message}): ${move}`);
  }
  if (tables > 0) throw new BackupError(`${target} already holds ${tables} table${tables === 1 ? "" : "s"}: a restore only goes into an empty database; ${move}`);
}

function checkIntegrity(db: Database.Database, what: string): void {
  let result: string[];
  try {
    result = (db.pragma("integrity_check") as { integrity_check: string }[]).map((r) => r.integrity_check);
  } catch (error) {
    throw new BackupError(`${what} failed its integrity check: ${(error as Error).message}`);
  }
  if (result.length !== 1 || result[0] !== "ok") throw new BackupError(`${what} failed its integrity check: ${result.slice(0, 3).join("; ")}`);
}

const hasLeadTables = (db: Database.Database) =>
  (db.prepare("select count(*) as n from sqlite_schema where type = 'table' and name in ('demo_requests', 'contact_messages')").get() as { n: number }).n === 2;

function countSqliteLeads(db: Database.Database): LeadCount {
  return db.prepare("select (select count(*) from demo_requests) as demoRequests, (select count(*) from contact_messages) as contactMessages").get() as LeadCount;
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

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
        `The database ${target} already has ${tables} table${tables === 1 ? "" : "s"}: a restore only goes into an empty database; create a new one (createdb -O OWNER NAME) and point DATABASE_URL at it`,
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
    await runMigrations(drizzlePostgres(client, { schema: postgresSchema }) as unknown as Db);
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
export function pgTool(name: "pg_dump" | "pg_restore"): string {
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
  throw new BackupError(`${name} not found: install PostgreSQL's client tools (apt-get install -y postgresql-client) or set PG_BIN to the directory holding ${name}`);
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

function fileKind(file: string): "sqlite" | "pg_dump" | "other" {
  let fd: number;
  try {
    fd = fs.openSync(file, "r");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupError(code === "ENOENT" ? `There is no file ${file}` : `Cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    const head = Buffer.alloc(16);
    const n = fs.readSync(fd, head, 0, 16, 0);
    const text = head.subarray(0, n).toString("latin1");
    if (text === sqliteMagic) return "sqlite";
    if (text.startsWith(pgDumpMagic)) return "pg_dump";
    return "other";
  } finally {
    fs.closeSync(fd);
  }
}
