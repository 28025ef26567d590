import { defineConfig } from "drizzle-kit";

// One schema and one migrations folder per engine; `npm run db:generate` runs drizzle-kit for both
// (DRIZZLE_ENGINE=postgres selects the PostgreSQL twin).
export default process.env.DRIZZLE_ENGINE === "postgres"
  ? defineConfig({
      dialect: "postgresql",
      schema: "./db/postgres/schema.ts",
      out: "./db/postgres/migrations",
      dbCredentials: { url: process.env.DATABASE_URL ?? "postgres://localhost/site" },
    })
  : defineConfig({
      dialect: "sqlite",
      schema: "./db/sqlite/schema.ts",
      out: "./db/sqlite/migrations",
      dbCredentials: { url: process.env.DATABASE_PATH ?? "./data/site.db" },
    });
