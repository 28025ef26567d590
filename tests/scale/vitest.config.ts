import { defineConfig } from "vitest/config";

// The multi-instance tests (npm run test:scale): real processes, one file at a time.
export default defineConfig({
  test: {
    include: ["tests/scale/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
