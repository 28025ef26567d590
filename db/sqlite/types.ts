import type Database from "better-sqlite3";
import type { BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import type * as schema from "./schema";

// SQLite's tables and database as drizzle types them; tsconfig.sqlite.json names this module
// "@/db/checked-engine", so the shared query modules are typechecked against these too.
export type Tables = typeof schema;
export type Db = BetterSQLite3Database<Tables> & { $client: Database.Database };
