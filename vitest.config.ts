import path from "node:path";
import { defineConfig } from "vitest/config";

// `vitest run` runs the unit tests, and the integration tests once per engine: on temporary SQLite
// files, and on a throwaway PostgreSQL cluster (Debian's postgresql package). The integration tests run
// without the Nu HTML Checker (no Java: JAVA names none), as a publish does where none is installed:
// its JVM would cost every publish they make; tests/integration/content-html-gate.test.ts and
// tests/unit/nu-checker.test.ts give it back to themselves.
const NO_CHECKER = { JAVA: "/nonexistent/java" };
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
    setupFiles: ["tests/support/setup-db.ts"],
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"] } },
      { extends: true, test: { name: "sqlite", include: ["tests/integration/**/*.test.ts"], env: NO_CHECKER } },
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
