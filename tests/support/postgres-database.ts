import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";

// A new database in the test cluster (tests/support/postgres-server.ts), owned by the site's role:
// empty, or a copy of `template`; returns its URL.
export async function newPostgresDatabase(prefix: string, template?: string): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: inject("postgresAdminUrl") });
  await admin.connect();
  await admin.query(`create database ${name} owner site${template ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(inject("postgresUrl"));
  url.pathname = `/${name}`;
  return url.toString();
}
