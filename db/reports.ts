import "server-only";
import { engine } from "./engine";
import type { Reports } from "./ports/reports";
import { postgresReports } from "./postgres/reports";
import { sqliteReports } from "./sqlite/reports";

// The dashboard's long reads: one statement over a period's leads, run where it holds no other
// request up, and the SQL function the two engines spell differently. One interface, an
// implementation per engine (db/sqlite/reports.ts, db/postgres/reports.ts), chosen once.
export type { Reports } from "./ports/reports";

export const reports: Reports = engine() === "postgres" ? postgresReports : sqliteReports;
