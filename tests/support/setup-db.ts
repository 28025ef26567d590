// Each test file gets its own migrated and seeded database, so tests never share rows: a temporary
// SQLite file, or (in the `postgres` project) a new database in the run's PostgreSQL cluster.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll } from "vitest";
import { newPostgresDatabase } from "./postgres-database";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-test-"));
process.env.DATABASE_PATH = path.join(dir, "test.db");
if (process.env.TEST_ENGINE === "postgres") process.env.DATABASE_URL = await newPostgresDatabase("test");
// Tests post far more than 10 requests a minute; the rate-limit test turns it back on for itself.
process.env.RATE_LIMIT_PER_MINUTE = "0";
process.env.LEADS_PER_MINUTE_MAX = "0";
// And far more content writes from one account than an editor makes; the budget's test turns it on.
process.env.CONTENT_WRITES_PER_MINUTE = "0";
process.env.BETTER_AUTH_SECRET ??= randomBytes(32).toString("base64url");
// The failures tests provoke on purpose would fill the output with log lines; tests that check a
// line spy on the logger instead.
process.env.LOG_LEVEL ??= "silent";

// Imported after the environment is set: the engine is chosen when db/ is first loaded.
const { closeDb, getDb } = await import("@/db");
const { runMigrations } = await import("@/db/migrate");
const { seed } = await import("@/db/seed");
await runMigrations(getDb());
await seed(getDb());

afterAll(async () => {
  await closeDb();
  fs.rmSync(dir, { recursive: true, force: true });
});
