// Each test file gets its own migrated and seeded SQLite file, so tests never share rows.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { runMigrations } from "@/db/migrate";
import { seed } from "@/db/seed";
import { getDb } from "@/db";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-test-"));
process.env.DATABASE_PATH = path.join(dir, "test.db");
// Tests post far more than 10 requests a minute; the rate-limit test turns it back on for itself.
process.env.RATE_LIMIT_PER_MINUTE = "0";
process.env.LEADS_PER_MINUTE_MAX = "0";
runMigrations();
seed(getDb());

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
