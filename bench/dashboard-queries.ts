// tsx --conditions=react-server bench/dashboard-queries.ts [--period week|4weeks|quarter] [--runs 20]
// The dashboard's statements against the database in DATABASE_PATH or DATABASE_URL (bench/inbox.mjs
// runs it on the database it seeded): each statement's plan (EXPLAIN QUERY PLAN on SQLite, EXPLAIN
// on PostgreSQL) and, with --runs, how long getDashboard() takes in-process, without HTTP or rendering.
// Prints JSON on stdout.
import { parseArgs } from "node:util";
import { closeDb } from "@/db";
import { dashboardFilterSchema, dashboardPeriod, explainDashboard, getDashboard } from "@/lib/leads/dashboard";

const { values } = parseArgs({ options: { period: { type: "string", default: "week" }, runs: { type: "string", default: "0" }, owner: { type: "string" } } });
const filter = dashboardFilterSchema.parse({ period: values.period, owner: values.owner });
const staff = { id: "bench", timeZone: process.env.TEAM_TIME_ZONE ?? "America/Toronto" };

try {
  const plans = await explainDashboard(filter, dashboardPeriod(filter, Date.now(), staff.timeZone), staff);
  const times: number[] = [];
  let leads = 0;
  for (let i = 0; i < Number(values.runs); i++) {
    const started = performance.now();
    const dashboard = await getDashboard(filter, staff);
    times.push(performance.now() - started);
    leads = dashboard.volume.total.current;
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => (times.length ? Math.round(times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]! * 10) / 10 : null);
  console.log(JSON.stringify({ period: filter.period, leads, plans, inProcess: { runs: times.length, p50: at(0.5), p99: at(0.99) } }, null, 2));
} finally {
  await closeDb();
}
