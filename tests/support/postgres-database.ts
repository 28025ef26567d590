import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";

// A new, empty database in the test cluster (tests/support/postgres-server.ts), owned by the site's
// role; returns its URL.
export async function newPostgresDatabase(prefix: string): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: inject("postgresAdminUrl") });
  await admin.connect();
  await admin.query(`create database ${name} owner site`);
  await admin.end();
  const url = new URL(inject("postgresUrl"));
  url.pathname = `/${name}`;
  return url.toString();
}
