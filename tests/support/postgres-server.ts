// Global setup of the `postgres` test project: one throwaway PostgreSQL cluster (Debian's server,
// tests/support/services.mjs) for the run, with a seeded database each test file copies as the
// template of its own (setup-db.ts, postgres-database.ts).
import pg from "pg";
import type { TestProject } from "vitest/node";
import { setUpDatabase, TEMPLATE_DATABASE } from "./seeded-template";
import { startPostgres } from "./services.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startPostgres();
  const template = new URL(server.url);
  template.pathname = `/${TEMPLATE_DATABASE}`;
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE_DATABASE} owner site`);
  await admin.end();
  setUpDatabase({ DATABASE_URL: template.toString() });
  project.provide("postgresAdminUrl", server.adminUrl);
  project.provide("postgresUrl", server.url);
  return () => server.kill();
}
