import path from "node:path";
import { migrate as migrateSqlite } from "drizzle-orm/better-sqlite3/migrator";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { runScript, withDatabase } from "./connect";
import { engine } from "./engine";
import { asPostgres, asSqlite, type Db } from "./index";

// Applies the engine's committed migrations (db/sqlite/migrations or db/postgres/migrations).
export async function runMigrations(db: Db): Promise<void> {
  const migrationsFolder = path.join(import.meta.dirname, engine(), "migrations");
  if (engine() === "postgres") await migratePostgres(asPostgres(db), { migrationsFolder });
  else migrateSqlite(asSqlite(db), { migrationsFolder });
}

if (process.argv[1] === import.meta.filename) {
  await runScript(async () => {
    await withDatabase(runMigrations);
    return `Migrated the ${engine() === "postgres" ? "PostgreSQL" : "SQLite"} database`;
  });
}
