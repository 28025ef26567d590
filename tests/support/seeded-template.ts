// The database every test file starts from, migrated and seeded once per run (`npm run db:setup`, as
// a fresh install does) instead of once per file: a file then copies it (SQLite) or makes its own
// database from it as a template (PostgreSQL). setup-db.ts takes the copy.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// The PostgreSQL project's seeded database, in the run's cluster.
export const TEMPLATE_DATABASE = "seeded";

/** Migrates and seeds the database `env` names, in a process of its own. */
export function setUpDatabase(env: Record<string, string>) {
  // The engine is the one `env` names: SQLite unless it gives DATABASE_URL.
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const run = spawnSync("npm", ["run", "db:setup", "--silent"], { env: { ...inherited, LOG_LEVEL: "silent", ...env }, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`npm run db:setup failed:\n${run.stdout}\n${run.stderr}`);
}

/** A seeded SQLite file, and a function that removes it. */
export function seededSqliteFile(): { file: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-template-"));
  const file = path.join(dir, "seeded.db");
  setUpDatabase({ DATABASE_PATH: file });
  return { file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
