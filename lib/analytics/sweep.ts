import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { analyticsStore } from "@/db/analytics";
import { dialect } from "@/db/dialect";
import { analyticsEvents, analyticsRollups } from "@/db/schema";
import { runClaimed } from "@/db/sweep-claims";

// The raw events' upkeep (issue 51), once an hour, by whichever instance claims the run in sweep_claims
// (as the link checks' daily run is claimed): the partitions the coming month's events go to are made
// (PostgreSQL), the events of days past RAW_DAYS are rolled up by hour and by day, then deleted
// (PostgreSQL drops a month's partition whole once all of it is past).
export const RAW_DAYS = 90;
const CLAIM = "analytics";
const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;
// A run that takes longer than this is taken to have died with its instance; another may claim it.
const LEASE_MS = 10 * 60_000;

// The first instant raw events are kept from: midnight UTC, RAW_DAYS days ago.
export const rawCutoff = (now: number) => `${new Date(now - RAW_DAYS * DAY_MS).toISOString().slice(0, 10)}T00:00:00.000Z`;

// The rollups of every raw event before `cutoff` (a UTC midnight): per hour the totals, per day the
// totals and each page, entry page, source, campaign, language, device and event name. Inserted once:
// a key already rolled up (a run that died before its delete) is left as it is. Answers the rows added.
export function rollupStatement(cutoff: string) {
  const e = analyticsEvents;
  const before = sql`${e.at} < ${cutoff}`;
  const day = sql`substr(${e.at}, 1, 10) || 'T00:00:00.000Z'`;
  const views = sql`sum(case when ${e.kind} = 'view' then 1 else 0 end)`;
  const events = sql`sum(case when ${e.kind} = 'event' then 1 else 0 end)`;
  const visitors = sql`count(distinct ${e.visitor})`;
  // A visitor is one who viewed a page (an event or a vital alone makes none).
  const viewers = sql`count(distinct case when ${e.kind} = 'view' then ${e.visitor} end)`;
  const perView = (dimension: string, column: SQL) =>
    sql`select 'day', ${day}, '${sql.raw(dimension)}', ${column}, count(*), ${visitors}, 0 from ${e} where ${before} and ${e.kind} = 'view' group by ${day}, ${column}`;
  // Each visitor's first view (the visitor hash changes every day, so this is the day's first view).
  const firsts = sql`(select substr(at, 1, 10) || 'T00:00:00.000Z' as day, path, coalesce(utm_source, referrer, 'direct') as source, utm_campaign as campaign
    from (select ${e.at} as at, ${e.path} as path, ${e.utmSource} as utm_source, ${e.referrer} as referrer, ${e.utmCampaign} as utm_campaign,
      row_number() over (partition by ${e.visitor} order by ${e.at}) as n from ${e} where ${before} and ${e.kind} = 'view') as ordered where n = 1)`;
  const perVisit = (dimension: string, column: string, where = "") =>
    sql`select 'day', day, '${sql.raw(dimension)}', ${sql.raw(column)}, 0, count(*), 0 from ${firsts} as firsts ${sql.raw(where)} group by day, ${sql.raw(column)}`;
  const r = analyticsRollups;
  return sql`insert into ${r} (${sql.join(
    [r.period, r.start, r.dimension, r.value, r.views, r.visitors, r.events].map((c) => sql.identifier(c.name)),
    sql`, `,
  )})
    select * from (
      select 'hour' as period, substr(${e.at}, 1, 13) || ':00:00.000Z' as start, 'total' as dimension, '' as value, ${views} as views, ${viewers} as visitors, ${events} as events
        from ${e} where ${before} group by substr(${e.at}, 1, 13)
      union all select 'day', ${day}, 'total', '', ${views}, ${viewers}, ${events} from ${e} where ${before} group by ${day}
      union all ${perView("page", sql`${e.path}`)}
      union all ${perView("language", sql`${e.language}`)}
      union all ${perView("device", sql`${e.device}`)}
      union all select 'day', ${day}, 'event', ${e.name}, 0, ${visitors}, count(*) from ${e} where ${before} and ${e.kind} = 'event' group by ${day}, ${e.name}
      union all ${perVisit("entry", "path")}
      union all ${perVisit("source", "source")}
      union all ${perVisit("campaign", "campaign", "where campaign is not null")}
    ) as rolled where true
    on conflict do nothing returning 1`;
}

// The run, if this instance claims it: nobody holds a live claim and (unless `force`) no run finished in
// the last hour. Answers null when not claimed.
export async function runAnalyticsSweep(options: { now?: number; force?: boolean } = {}) {
  const now = options.now ?? Date.now();
  return runClaimed(CLAIM, { now, leaseMs: LEASE_MS, everyMs: HOUR_MS, force: options.force }, async () => {
    await analyticsStore.prepare(now);
    const cutoff = rawCutoff(now);
    const rolledUp = (await dialect.rows(rollupStatement(cutoff))).length;
    const deleted = await analyticsStore.forget(cutoff);
    return { cutoff, rolledUp, deleted };
  });
}

const timer: { handle?: NodeJS.Timeout } = {};

// Every few minutes each instance tries to claim the hour's run (instrumentation.ts); at start too, so
// the month's partitions exist before the first events.
export function startAnalyticsSweep(onError: (error: Error) => void): void {
  const tick = () => runAnalyticsSweep().catch(onError);
  void tick();
  const every = Number(process.env.ANALYTICS_SWEEP_MS ?? 5 * 60_000);
  timer.handle = setInterval(tick, Number.isFinite(every) && every > 0 ? every : 5 * 60_000);
  timer.handle.unref();
}

export function stopAnalyticsSweep(): void {
  clearInterval(timer.handle);
}
