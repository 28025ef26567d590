import "server-only";
import fs from "node:fs";
import path from "node:path";
import { BackupError, describeDatabaseError } from "./connect";
import { engine, type Engine } from "./engine";
import type { BackupKind, Backups, LeadCount, Location } from "./ports/backup";
import { postgresBackups } from "./postgres/backup";
import { sqliteBackups } from "./sqlite/backup";

// Backups that restore (npm run db:backup, npm run db:restore; docs/deploy.md "Backups and restore").
// A backup is a consistent copy taken while the site keeps writing: SQLite's online backup API in
// one step (a single read transaction, so writers carry on in the WAL and the copy never restarts),
// or pg_dump in the snapshot the lead count was read in. A restore only ever goes into an empty
// database, is checked, and is brought up to date by the migrations.

export { BackupError };
export type { BackupKind, Backups, LeadCount, Location } from "./ports/backup";

export interface BackupResult {
  engine: Engine;
  file: string;
  bytes: number;
  leads: LeadCount;
}

export interface RestoreResult {
  engine: Engine;
  // Where the backup went: the SQLite file, or the PostgreSQL database as host:port/name.
  target: string;
  leads: LeadCount;
}

export const DEFAULT_BACKUP_DIR = "./backups";

const backups: Backups = engine() === "postgres" ? postgresBackups : sqliteBackups;

const sqliteMagic = "SQLite format 3\0";
const pgDumpMagic = "PGDMP";

// site-2026-11-25T14-03-09Z.db: sorts by time, and has no colon (scp, Windows).
export function backupName(ext: "db" | "dump", now = new Date()): string {
  return `site-${now.toISOString().slice(0, 19).replaceAll(":", "-")}Z.${ext}`;
}

export async function backupDatabase(options: Location & { outDir?: string } = {}): Promise<BackupResult> {
  const dir = path.resolve(options.outDir ?? DEFAULT_BACKUP_DIR);
  const file = path.join(dir, backupName(backups.ext));
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
    const leads = await backups.backup(partial, options);
    fs.chmodSync(partial, 0o600);
    if (fs.existsSync(file)) throw new BackupError(`${file} already exists: another backup was taken this second`);
    fs.renameSync(partial, file);
    done = true;
    return { engine: engine(), file, bytes: fs.statSync(file).size, leads };
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
  if (kind === "other") throw new BackupError(`${file} is not a backup of this site (neither an SQLite file nor a pg_dump archive)`);
  if (kind !== backups.kind) throw new BackupError(backups.otherKind(file));
  return { engine: engine(), ...(await backups.restore(file, options)) };
}

// The one line a person reads when a backup or restore fails: never a stack trace, never the
// database password.
export function describeBackupError(error: unknown, url = process.env.DATABASE_URL ?? ""): string {
  if (error instanceof BackupError) return error.message;
  return describeDatabaseError(error, url);
}

export const totalLeads = (leads: LeadCount) => leads.demoRequests + leads.contactMessages;

function fileKind(file: string): BackupKind | "other" {
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
