import path from "node:path";
import { defineConfig } from "vitest/config";

// `vitest run` runs the unit tests, and the integration tests once per engine: on temporary SQLite
// files, and on a throwaway PostgreSQL cluster (Debian's postgresql package). The integration tests run
// without the Nu HTML Checker (no Java: JAVA names none), as a publish does where none is installed:
// its JVM would cost every publish they make; tests/integration/content-html-gate.test.ts and
// tests/unit/nu-checker.test.ts give it back to themselves.
const NO_CHECKER = { JAVA: "/nonexistent/java" };
// Each project's files copy one database migrated and seeded at the run's start (setup-db.ts).
const SQLITE_TEMPLATE = "tests/support/sqlite-template.ts";
export default defineConfig({
  resolve: {
    alias: {
      "@": import.meta.dirname,
      // Route handlers and lib/ queries guard against client imports; tests import them on purpose.
      "server-only": path.join(import.meta.dirname, "tests/support/empty.ts"),
    },
  },
  test: {
    environment: "node",
    // A sign-in hashes its password (scrypt): a few of them in one test pass 5 s on a busy 2-core machine.
    testTimeout: 15_000,
    setupFiles: ["tests/support/setup-db.ts"],
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], globalSetup: [SQLITE_TEMPLATE] } },
      { extends: true, test: { name: "sqlite", include: ["tests/integration/**/*.test.ts"], globalSetup: [SQLITE_TEMPLATE], env: NO_CHECKER } },
      {
        extends: true,
        test: {
          name: "postgres",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/support/postgres-server.ts"],
          env: { TEST_ENGINE: "postgres", ...NO_CHECKER },
        },
      },
    ],
  },
});
