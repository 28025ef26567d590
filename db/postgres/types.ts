import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type * as schema from "./schema";

// PostgreSQL's tables and database as drizzle types them. "@/db/checked-engine" names this module
// in tsconfig.json: the shared query modules are typechecked against these (and against SQLite's
// in tsconfig.sqlite.json).
export type Tables = typeof schema;
export type Db = NodePgDatabase<Tables>;
