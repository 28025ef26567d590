// The SQLite and PostgreSQL schemas must describe the same database: the application reads and writes
// one set of rows through either (db/schema.ts), so a column added to one engine only is a bug.
import { getTableConfig as postgresTable, type PgTable } from "drizzle-orm/pg-core";
import { getTableConfig as sqliteTable, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { SQL, type InferSelectModel } from "drizzle-orm";
import { describe, expect, expectTypeOf, it } from "vitest";
import * as postgres from "@/db/postgres/schema";
import * as sqlite from "@/db/sqlite/schema";

// rate-limiter-flexible's own store: PostgreSQL only (on SQLite the limiter counts in memory).
const POSTGRES_ONLY = ["rate_limits"];

// A default as both engines mean it: a literal, or the one SQL default the schemas use (the ISO
// timestamp of the insert, spelled strftime(...) on SQLite and to_char(now() ...) on PostgreSQL).
function meaningOf(value: unknown): unknown {
  if (!(value instanceof SQL)) return value;
  const text = JSON.stringify(value.queryChunks);
  return /strftime\('%Y-%m-%dT%H:%M:%fZ', 'now'\)|to_char\(now\(\) at time zone 'utc'/.test(text) ? "now as ISO-8601 UTC text" : text;
}

function describeTable(config: ReturnType<typeof postgresTable> | ReturnType<typeof sqliteTable>) {
  return {
    columns: config.columns
      .map((c) => ({
        name: c.name,
        type: c.dataType,
        notNull: c.notNull,
        primary: c.primary,
        unique: c.isUnique,
        hasDefault: c.hasDefault,
        default: meaningOf(c.default),
        enum: c.enumValues ?? null,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    indexes: config.indexes
      .map((i) => ({ name: i.config.name, unique: i.config.unique ?? false, on: i.config.columns.map((c) => ("name" in c ? c.name : "?")) }))
      .sort((a, b) => a.name!.localeCompare(b.name!)),
  };
}

const tablesOf = <T>(schema: Record<string, unknown>, isTable: (v: unknown) => v is T) => Object.values(schema).filter(isTable);
const postgresTables = tablesOf(postgres, (v): v is PgTable => typeof v === "object" && v !== null && Symbol.for("drizzle:IsDrizzleTable") in v);
const sqliteTables = tablesOf(sqlite, (v): v is SQLiteTable => typeof v === "object" && v !== null && Symbol.for("drizzle:IsDrizzleTable") in v);

describe("the SQLite and PostgreSQL schemas", () => {
  it("have the same tables", () => {
    const names = (tables: { name: string }[]) => tables.map((t) => t.name).sort();
    expect(names(postgresTables.map(postgresTable)).filter((n) => !POSTGRES_ONLY.includes(n))).toEqual(names(sqliteTables.map(sqliteTable)));
    expect(sqliteTables.length).toBeGreaterThanOrEqual(5);
  });

  for (const table of sqliteTables.map(sqliteTable)) {
    it(`define ${table.name} with the same columns, types, nullability, defaults and indexes`, () => {
      const twin = postgresTables.map(postgresTable).find((t) => t.name === table.name)!;
      expect(describeTable(twin)).toEqual(describeTable(table));
    });
  }

  it("give the application the same row types", () => {
    expectTypeOf<InferSelectModel<typeof sqlite.demoRequests>>().toEqualTypeOf<InferSelectModel<typeof postgres.demoRequests>>();
    expectTypeOf<InferSelectModel<typeof sqlite.contactMessages>>().toEqualTypeOf<InferSelectModel<typeof postgres.contactMessages>>();
    expectTypeOf<InferSelectModel<typeof sqlite.leadNotifications>>().toEqualTypeOf<InferSelectModel<typeof postgres.leadNotifications>>();
    expectTypeOf<InferSelectModel<typeof sqlite.articles>>().toEqualTypeOf<InferSelectModel<typeof postgres.articles>>();
    expectTypeOf<InferSelectModel<typeof sqlite.cities>>().toEqualTypeOf<InferSelectModel<typeof postgres.cities>>();
  });
});
