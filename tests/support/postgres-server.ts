// Global setup of the `postgres` test project: one throwaway PostgreSQL cluster (Debian's server,
// tests/support/services.mjs) for the run; each test file makes its own database in it (setup-db.ts).
import type { TestProject } from "vitest/node";
import { startPostgres } from "./services.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startPostgres();
  project.provide("postgresAdminUrl", server.adminUrl);
  project.provide("postgresUrl", server.url);
  return () => server.kill();
}
