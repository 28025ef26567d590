import "server-only";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { Backups, LeadCount } from "../ports/backup";
import { BackupError } from "../connect";
import { databasePath, openSqlite, sharedDb } from "../index";
import { runMigrations } from "../migrate";

// SQLite's backups: the online backup API into one self-contained file, restored into an empty file.

// better-sqlite3 copies this many pages per step: all of them in one.
const ALL_PAGES = 0x7fffffff;

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
    await runMigrations(sharedDb(db));
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
  if (tables > 0)
    throw new BackupError(`${target} already holds ${tables} table${tables === 1 ? "" : "s"}: a restore only goes into an empty database; ${move}`);
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
  return db
    .prepare("select (select count(*) from demo_requests) as demoRequests, (select count(*) from contact_messages) as contactMessages")
    .get() as LeadCount;
}

export const sqliteBackups: Backups = {
  kind: "sqlite",
  ext: "db",
  backup: (partial, location) => backupSqlite(partial, location.databasePath ?? databasePath()),
  restore: async (file, location) => {
    const target = path.resolve(location.databasePath ?? databasePath());
    return { target, leads: await restoreSqlite(file, target) };
  },
  otherKind: (file) =>
    `${file} is a PostgreSQL dump, but DATABASE_URL is unset (the site runs on SQLite): set DATABASE_URL to an empty PostgreSQL database to restore it`,
};
