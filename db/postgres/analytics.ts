import "server-only";
import { getTableColumns, lt, sql } from "drizzle-orm";
import type { AnalyticsStore } from "../ports/analytics";
import { getPool, getPostgres } from "../index";
import { analyticsEvents } from "./schema";

// PostgreSQL: a flush is one insert from whichever instance received the beacons, its rows sent as one
// array per column (unnest): building it costs the server's thread next to nothing, where Drizzle's
// multi-row VALUES for 1,000 rows held it about 30 ms. analytics_events is partitioned by month
// (migration 0024_analytics_partitions).
const COLUMNS = Object.entries(getTableColumns(analyticsEvents));
const INSERT =
  `insert into analytics_events (${COLUMNS.map(([, column]) => `"${column.name}"`).join(", ")}) ` +
  `select * from unnest(${COLUMNS.map(([, column], i) => `$${i + 1}::${column.getSQLType()}[]`).join(", ")})`;

// A month's partition is named analytics_events_YYYY_MM and holds [its first day, the next month's).
const MONTH_PARTITION = /^analytics_events_(\d{4})_(\d{2})$/;

export const postgresAnalyticsStore: AnalyticsStore = {
  store: async (rows) => {
    if (rows.length > 0)
      await getPool().query(
        INSERT,
        COLUMNS.map(([key]) => rows.map((row) => row[key as keyof typeof row] ?? null)),
      );
  },
  prepare: async (now) => {
    const day = new Date(now).toISOString().slice(0, 10);
    await getPool().query("select analytics_events_partition($1::date), analytics_events_partition(($1::date + interval '1 month')::date)", [day]);
  },
  forget: async (before) => {
    const { rows } = await getPool().query<{ name: string }>(
      `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
       where p.relname = 'analytics_events'`,
    );
    for (const { name } of rows) {
      const month = MONTH_PARTITION.exec(name);
      if (!month) continue;
      const end = new Date(Date.UTC(Number(month[1]), Number(month[2]), 1)).toISOString();
      // The whole month is older than `before`: dropped in one statement (its name is ours, checked above).
      if (end <= before) await getPool().query(`drop table if exists "${name}"`);
    }
    const deleted = await getPostgres()
      .delete(analyticsEvents)
      .where(lt(analyticsEvents.at, sql`${before}`));
    return deleted.rowCount ?? 0;
  },
};
