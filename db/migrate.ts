import path from "node:path";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { databasePath, openDatabase } from "./index";

export function runMigrations(file = databasePath()): void {
  const { db, sqlite } = openDatabase(file);
  try {
    migrate(db, { migrationsFolder: path.join(import.meta.dirname, "migrations") });
  } finally {
    sqlite.close();
  }
}

if (process.argv[1] === import.meta.filename) {
  runMigrations();
  console.log(`Migrated ${databasePath()}`);
}
