// Backups that restore (npm run db:backup, npm run db:restore), on both engines: a backup taken in the
// middle of a steady load of lead POSTs holds every lead acknowledged before it started, restores
// into an empty database only, comes back whole and migrated, and is readable by its owner alone.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { migrate as migrateSqlite } from "drizzle-orm/better-sqlite3/migrator";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { newPostgresDatabase } from "../support/postgres-database";
import * as demo from "@/app/api/demo-requests/route";
import { databasePath, engine, openSqlite } from "@/db";
import { backupDatabase, BackupError, describeBackupError, restoreDatabase, totalLeads, type BackupResult } from "@/db/backup";
import { postJson } from "../support/requests";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "site-backup-test-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const tempDir = (name: string) => fs.mkdtempSync(path.join(root, `${name}-`));
const run = randomBytes(3).toString("hex");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Where a backup is restored to, or read from: an SQLite file, or a database in the test cluster.
type Target = { databasePath: string } | { databaseUrl: string };

// A fresh, empty database to restore into: a new file, or a new database in the test cluster.
async function emptyDatabase(): Promise<Target> {
  if (engine() === "sqlite") return { databasePath: path.join(tempDir("restore"), "site.db") };
  return { databaseUrl: await newPostgresDatabase("restore") };
}

// A query against the database a restore went into.
async function query<T>(target: Target, sql: string): Promise<T[]> {
  if ("databasePath" in target) {
    const db = new Database(target.databasePath, { readonly: true, fileMustExist: true });
    try {
      return db.prepare(sql).all() as T[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

// SQLite's own check; PostgreSQL has none built in, so amcheck verifies every B-tree index against
// its table, and every constraint must have been validated while pg_restore added it.
async function integrityProblems(target: Target): Promise<string[]> {
  if ("databasePath" in target) {
    const result = await query<{ integrity_check: string }>(target, "pragma integrity_check");
    const foreignKeys = await query<{ table: string }>(target, "pragma foreign_key_check");
    return [...result.map((r) => r.integrity_check).filter((r) => r !== "ok"), ...foreignKeys.map((r) => `foreign key in ${r.table}`)];
  }
  const admin = new URL(inject("postgresAdminUrl"));
  admin.pathname = new URL(target.databaseUrl).pathname;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  let indexes: number;
  try {
    await client.query("create extension if not exists amcheck");
    // Every B-tree index with pages of its own: a partitioned table's index (relkind 'I', the analytics
    // events) has none, its partitions' indexes are checked.
    ({ indexes } = (
      await client.query<{ indexes: number }>(
        `select count(bt_index_parent_check(c.oid, true))::int as indexes
           from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
           join pg_namespace n on n.oid = c.relnamespace
          where am.amname = 'btree' and c.relkind = 'i' and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_'`,
      )
    ).rows[0]!);
  } finally {
    await client.end();
  }
  expect(indexes).toBeGreaterThan(10);
  const invalid = await query<{ conname: string }>(target, "select conname from pg_constraint where not convalidated");
  return invalid.map((r) => `constraint ${r.conname} not validated`);
}

// Tables and columns, to compare a restored schema with the current one.
async function columns(target: Target): Promise<string[]> {
  const rows =
    "databasePath" in target
      ? await query<{ c: string }>(target, "select m.name || '.' || p.name as c from sqlite_schema m join pragma_table_info(m.name) p where m.type = 'table'")
      : await query<{ c: string }>(
          target,
          "select table_schema || '.' || table_name || '.' || column_name as c from information_schema.columns where table_schema not in ('pg_catalog', 'information_schema')",
        );
  return rows.map((r) => r.c).sort();
}

// A table's rows, as a number on both engines (PostgreSQL's count is a bigint, which pg returns as a string).
const countRows = async (target: Target, table: string) =>
  (await query<{ n: number }>(target, `select count(*)${engine() === "sqlite" ? "" : "::int"} as n from ${table}`))[0]!.n;

const current = () => (engine() === "sqlite" ? { databasePath: databasePath() } : { databaseUrl: process.env.DATABASE_URL! });

interface Sent {
  email: string;
  startedAfterBackup: boolean;
  ackedBeforeBackup: boolean;
}

// Writers posting leads through the real route handler, one after another each, until stopped.
function writeLoad(writers: number) {
  const state = { backupStarted: false, backupDone: false, stopped: false };
  const acked: Sent[] = [];
  const failures: number[] = [];
  let n = 0;
  async function writer() {
    while (!state.stopped) {
      const email = `backup-load-${run}-${n++}@mapleleafmotors.ca`;
      const startedAfterBackup = state.backupDone;
      const response = await demo.POST(postJson("/api/demo-requests", { fillMs: 5000, name: "Load Test", email, company: "Maple Leaf Motors" }));
      if (response.status === 201) acked.push({ email, startedAfterBackup, ackedBeforeBackup: !state.backupStarted });
      else failures.push(response.status);
    }
  }
  const running = Promise.all(Array.from({ length: writers }, writer));
  return {
    state,
    acked,
    failures,
    async until(count: number) {
      const deadline = Date.now() + 30_000;
      while (acked.length < count) {
        if (Date.now() > deadline) throw new Error(`only ${acked.length} of ${count} leads acknowledged in 30 s`);
        await sleep(5);
      }
    },
    async stop() {
      state.stopped = true;
      await running;
    },
  };
}

describe("backup and restore", () => {
  let backup: BackupResult;
  let restored: Target;
  let outDir: string;

  it("takes a backup in the middle of a steady write load and restores every lead acknowledged before it", { timeout: 90_000 }, async () => {
    outDir = path.join(tempDir("out"), "backups");
    const writes = writeLoad(8);
    await writes.until(300);
    writes.state.backupStarted = true;
    const ackedAtStart = writes.acked.length;
    backup = await backupDatabase({ outDir });
    writes.state.backupDone = true;
    const ackedAtEnd = writes.acked.length;
    // The site keeps writing after the backup, as it would.
    await writes.until(ackedAtEnd + 300);
    await writes.stop();

    expect(writes.failures).toEqual([]);
    // pg_dump runs beside the site: leads keep being acknowledged while it copies.
    if (engine() === "postgres") expect(ackedAtEnd - ackedAtStart).toBeGreaterThan(0);
    expect(path.basename(backup.file)).toMatch(
      engine() === "sqlite" ? /^site-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.db$/ : /^site-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.dump$/,
    );
    expect(backup.bytes).toBe(fs.statSync(backup.file).size);

    restored = await emptyDatabase();
    const result = await restoreDatabase({ file: backup.file, ...restored });
    // The count the backup printed is the count the restore finds: both are the backup's own.
    expect(result.leads).toEqual(backup.leads);

    const emails = new Set(
      (await query<{ email: string }>(restored, `select email from demo_requests where email like 'backup-load-${run}-%'`)).map((r) => r.email),
    );
    const before = writes.acked.filter((s) => s.ackedBeforeBackup);
    expect(before.length).toBeGreaterThanOrEqual(300);
    expect(before.filter((s) => !emails.has(s.email))).toEqual([]);
    // A snapshot: nothing sent after the backup returned is in it.
    const later = writes.acked.filter((s) => s.startedAfterBackup);
    expect(later.length).toBeGreaterThan(0);
    expect(later.filter((s) => emails.has(s.email))).toEqual([]);
  });

  it("restores a database that passes its integrity check and has the current schema", async () => {
    expect(await integrityProblems(restored)).toEqual([]);
    expect(await columns(restored)).toEqual(await columns(current()));
  });

  it("refuses to restore into a database that holds tables, and leaves it as it was", async () => {
    const before = await countRows(current(), "demo_requests");
    const live = restoreDatabase({ file: backup.file, ...current() });
    await expect(live).rejects.toThrow(BackupError);
    await expect(live).rejects.toThrow(/already (holds|has) \d+ tables: a restore only goes into an empty database/);
    expect(await countRows(current(), "demo_requests")).toBe(before);
    // Nor twice into the same database.
    await expect(restoreDatabase({ file: backup.file, ...restored })).rejects.toThrow(/already (holds|has) \d+ tables/);
    expect(await countRows(restored, "demo_requests")).toBe(backup.leads.demoRequests);
  });

  it("writes the backup for its owner alone, in a directory of the owner's, and nothing else", () => {
    expect(fs.statSync(backup.file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(outDir).mode & 0o777).toBe(0o700);
    expect(fs.readdirSync(outDir)).toEqual([path.basename(backup.file)]);
  });

  it("brings an older backup up to date with the migrations", { timeout: 30_000 }, async () => {
    // A database as an earlier release left it: every migration but the last two.
    const folder = path.join(tempDir("migrations"), "migrations");
    fs.cpSync(path.join(process.cwd(), "db", engine(), "migrations"), folder, { recursive: true });
    const journalFile = path.join(folder, "meta", "_journal.json");
    const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: unknown[] };
    const all = journal.entries.length;
    journal.entries = journal.entries.slice(0, -2);
    fs.writeFileSync(journalFile, JSON.stringify(journal));

    const old = await emptyDatabase();
    if ("databasePath" in old) {
      const { db, sqlite } = openSqlite(old.databasePath);
      migrateSqlite(db, { migrationsFolder: folder });
      sqlite.exec("insert into demo_requests (name, email, company) values ('Old Lead', 'old@example.ca', 'Old Motors')");
      sqlite.close();
    } else {
      const client = new pg.Client({ connectionString: old.databaseUrl });
      await client.connect();
      await migratePostgres(drizzlePostgres(client), { migrationsFolder: folder });
      await client.query("insert into demo_requests (name, email, company) values ('Old Lead', 'old@example.ca', 'Old Motors')");
      await client.end();
    }
    const migrations = engine() === "sqlite" ? "__drizzle_migrations" : "drizzle.__drizzle_migrations";
    expect(await countRows(old, migrations)).toBe(all - 2);

    const oldBackup = await backupDatabase({ ...old, outDir: tempDir("old-out") });
    expect(totalLeads(oldBackup.leads)).toBe(1);
    const target = await emptyDatabase();
    const result = await restoreDatabase({ file: oldBackup.file, ...target });
    expect(totalLeads(result.leads)).toBe(1);
    expect(await countRows(target, migrations)).toBe(all);
    expect(await columns(target)).toEqual(await columns(current()));
    expect(await query(target, "select email from demo_requests")).toEqual([{ email: "old@example.ca" }]);
  });

  if (engine() === "sqlite") {
    it("fails in one line when there is no database to back up, and leaves nothing behind", async () => {
      const out = path.join(tempDir("missing"), "backups");
      const missing = path.join(tempDir("missing-db"), "site.db");
      const error = await backupDatabase({ databasePath: missing, outDir: out }).catch((e: unknown) => e);
      expect(describeBackupError(error)).toBe(`There is no SQLite database at ${missing} (DATABASE_PATH)`);
      expect(fs.existsSync(out)).toBe(false);
      expect(fs.existsSync(missing)).toBe(false);
    });

    it("refuses a damaged backup before writing anything", async () => {
      const damaged = path.join(tempDir("damaged"), "site-damaged.db");
      fs.copyFileSync(backup.file, damaged);
      const db = new Database(damaged, { readonly: true });
      const pageSize = db.pragma("page_size", { simple: true }) as number;
      const { rootpage } = db.prepare("select rootpage from sqlite_schema where name = 'demo_requests'").get() as { rootpage: number };
      db.close();
      // The table's root page gets an invalid page type.
      const fd = fs.openSync(damaged, "r+");
      fs.writeSync(fd, Buffer.from([0x7f]), 0, 1, (rootpage - 1) * pageSize);
      fs.closeSync(fd);
      const target = (await emptyDatabase()) as { databasePath: string };
      await expect(restoreDatabase({ file: damaged, ...target })).rejects.toThrow(/failed its integrity check/);
      expect(fs.existsSync(target.databasePath)).toBe(false);
    });

    it("refuses a target that is not an SQLite database, or a journal left without its database", async () => {
      const dir = tempDir("odd-target");
      const notDb = path.join(dir, "notes.db");
      fs.writeFileSync(notDb, "this is not a database, and it is not empty either: it must be kept");
      await expect(restoreDatabase({ file: backup.file, databasePath: notDb })).rejects.toThrow(/cannot be read as an SQLite database/);
      expect(fs.readFileSync(notDb, "utf8")).toMatch(/must be kept/);
      const orphan = path.join(dir, "site.db");
      fs.writeFileSync(`${orphan}-wal`, "left over");
      await expect(restoreDatabase({ file: backup.file, databasePath: orphan })).rejects.toThrow(/site\.db-wal is left from an earlier database/);
      expect(fs.existsSync(orphan)).toBe(false);
    });
  }

  if (engine() === "postgres") {
    it("leaves the target empty when a dump cannot be restored whole", async () => {
      const truncated = path.join(tempDir("truncated"), "site-truncated.dump");
      const bytes = fs.readFileSync(backup.file);
      fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      const target = (await emptyDatabase()) as { databaseUrl: string };
      await expect(restoreDatabase({ file: truncated, ...target })).rejects.toThrow(/^pg_restore failed: /);
      expect(await query(target, "select tablename from pg_tables where schemaname not in ('pg_catalog', 'information_schema')")).toEqual([]);
    });

    it("fails in one line without the password when PostgreSQL refuses the credentials", async () => {
      const url = new URL(process.env.DATABASE_URL!);
      url.password = "not-the-password-s3cret";
      const out = path.join(tempDir("refused"), "backups");
      const error = await backupDatabase({ databaseUrl: url.toString(), outDir: out }).catch((e: unknown) => e);
      const message = describeBackupError(error, url.toString());
      expect(message).toMatch(/^PostgreSQL at 127\.0\.0\.1:\d+ refused the credentials for user "site"$/);
      expect(message).not.toContain("s3cret");
      // Nor a directory left behind by a failed first backup.
      expect(fs.existsSync(out)).toBe(false);
    });
  }

  it("runs as npm run db:backup and db:restore: the path, size and leads, or one line and exit 1", { timeout: 60_000 }, async () => {
    const exec = promisify(execFile);
    const script = (command: string, ...args: string[]) =>
      exec(path.join(process.cwd(), "node_modules/.bin/tsx"), ["--conditions=react-server", "lib/cli/backup.ts", command, ...args], {
        cwd: process.cwd(),
        env: process.env,
      });
    const out = path.join(tempDir("cli"), "backups");
    const { stdout } = await script("backup", "--out", out);
    const [file] = fs.readdirSync(out);
    expect(stdout).toMatch(
      new RegExp(
        `^Backed up the (SQLite|PostgreSQL) database to ${path.join(out, file!).replaceAll(".", "\\.")}\\n  size: +[\\d.]+ (KB|MB)\\n` +
          `  leads: [\\d,]+ leads \\([\\d,]+ demo requests?, [\\d,]+ contact messages?; spam included\\)\\n$`,
      ),
    );
    const refused = await script("restore", path.join(out, file!)).catch((e: { code: number; stdout: string; stderr: string }) => e);
    expect(refused).toMatchObject({ code: 1, stdout: "" });
    expect((refused as { stderr: string }).stderr).toMatch(/^\S.* already (holds|has) \d+ tables: a restore only goes into an empty database; [^\n]+\n$/);
  });
});
