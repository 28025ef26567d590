import "server-only";
import { setImmediate as nextTurn } from "node:timers/promises";
import { and, eq, gte, lt, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import * as z from "zod/mini";
import { reports } from "@/db/reports";
import { analyticsEvents, analyticsRollups, articles, contactMessages, demoRequests, meetings } from "@/db/schema";
import { DEVICE_CLASSES, WEB_VITALS, type DeviceClass, type WebVital } from "@/db/enums";
import { rawCutoff } from "@/lib/analytics/sweep";
import { customPeriodCheck, DASHBOARD_PERIODS, dashboardPeriod, PeriodError, sourceSql, type DashboardPeriod } from "@/lib/leads/dashboard";
import { articlePath } from "@/lib/routes";
import type { Staff } from "@/lib/staff/session";
import { calendarDay } from "@/lib/validations/calendar-day";

// The workspace's analytics (issue 51, docs/analytics.md): traffic, conversion, the funnel and Web Vitals
// over a period against the one before it (the dashboard's periods, lib/leads/dashboard.ts), counted in
// the database. Definitions (the pages state them too):
// - A visitor is one visitor hash: an address and browser on one UTC day (the salt changes daily), so
//   the same person on two days is two visitors, and a visit is a visitor.
// - A visitor's entry page, source (UTM source, else the referring site, else "direct") and campaign are
//   those of their first page view.
// - A lead is a demo request or contact message not marked as spam; its landing page, source and
//   campaign are its stored first touch (the form's attribution), joined to the traffic by value.
// Days whose raw events are gone (past 90 days, lib/analytics/sweep.ts) are read from the daily rollups,
// by UTC day; Web Vitals and the funnel are kept raw only, so they cover the last 90 days.

export const ANALYTICS_FIELDS = ["period", "from", "to", "language", "device"] as const;
export type AnalyticsField = (typeof ANALYTICS_FIELDS)[number];
const dayText = z.optional(calendarDay());

export const analyticsFilterSchema = z
  .object({
    period: z._default(z.enum(DASHBOARD_PERIODS, { error: "choosePeriod" }), "4weeks"),
    from: dayText,
    to: dayText,
    language: z.optional(z.enum(["en", "fr"], { error: "chooseLanguage" })),
    device: z.optional(z.enum(DEVICE_CLASSES, { error: "chooseDevice" })),
  })
  .check(customPeriodCheck());
export type AnalyticsFilter = z.output<typeof analyticsFilterSchema>;

export interface AnalyticsProblem {
  field: AnalyticsField;
  message: string;
}

// The filter from a query string: one that does not parse gives the last four weeks and a field error.
export function parseAnalyticsQuery(query: Record<string, string>, timeZone: string, now: number): { filter: AnalyticsFilter; problems: AnalyticsProblem[] } {
  const fallback: AnalyticsFilter = { period: "4weeks" };
  const parsed = analyticsFilterSchema.safeParse(query);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => ({ field: ANALYTICS_FIELDS.find((f) => f === issue.path[0]) ?? "period", message: issue.message }));
    return { filter: fallback, problems };
  }
  try {
    dashboardPeriod(parsed.data, now, timeZone);
  } catch (error) {
    if (!(error instanceof PeriodError)) throw error;
    return { filter: fallback, problems: [{ field: error.field === "to" ? "to" : "period", message: error.message }] };
  }
  return { filter: parsed.data, problems: [] };
}

// A count this period and the one before.
export interface Pair {
  current: number;
  previous: number;
}
export interface KeyedPair extends Pair {
  key: string;
}
export interface PageRow {
  key: string;
  views: Pair;
  visitors: Pair;
}
export interface Traffic {
  asOf: number;
  period: DashboardPeriod;
  visitors: Pair;
  views: Pair;
  // Per bar of the period (days, or weeks): this period's and the same bar of the period before.
  bars: { visitors: Pair; views: Pair }[];
  pages: PageRow[];
  entries: KeyedPair[];
  sources: KeyedPair[];
  campaigns: KeyedPair[];
  languages: PageRow[];
  browserLanguages: KeyedPair[];
  devices: PageRow[];
}

export interface ConversionRow {
  key: string;
  // Visitors who entered there (a landing page, article), came from there (a source, a campaign), or
  // viewed pages in it (a language); an article's views.
  visitors: number;
  views?: number;
  demos: number;
  contacts: number;
  // Meetings booked by those leads (db/meetings.ts), cancelled ones left out.
  meetings: number;
  // Leads per visitor (null: no visitor).
  rate: number | null;
  // The article's title (articles only).
  title?: string;
}
export interface Conversion {
  landingPages: ConversionRow[];
  sources: ConversionRow[];
  campaigns: ConversionRow[];
  languages: ConversionRow[];
  articles: ConversionRow[];
  // The funnel: visitors who viewed a page, clicked a call to action, opened the demo dialog, sent a
  // request and booked a meeting (their browser said so); and, as stored, the period's demo requests
  // and the meetings its leads booked (cancelled ones left out).
  funnel: { viewed: number; clicked: number; opened: number; sent: number; booked: number; stored: number; meetings: number };
}

export interface VitalRow {
  template: string;
  name: WebVital;
  samples: number;
  p75: number;
  good: number;
  needsImprovement: number;
  poor: number;
  // What it most often points at (the LCP element, the interaction's target, the largest shift's).
  target: string | null;
}

const e = analyticsEvents;
const r = analyticsRollups;
const num = (value: unknown) => Number(value ?? 0);
const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

async function rowsOf(query: SQL): Promise<unknown[][]> {
  const rows: unknown[][] = [];
  await reports.batches(query, (batch) => void rows.push(...batch));
  return rows;
}

// The raw events of [from, to) that the filter keeps, of a kind.
function rawWhere(kind: "view" | "event" | "vital", from: string, to: string, filter: AnalyticsFilter): SQL {
  return and(
    eq(e.kind, kind),
    gte(e.at, from),
    lt(e.at, to),
    filter.language ? eq(e.language, filter.language) : undefined,
    filter.device ? eq(e.device, filter.device) : undefined,
  )!;
}

// Which half a row falls in: 0 this period, 1 the period before, null neither (between the two).
const half = (column: SQLWrapper, p: DashboardPeriod) =>
  sql`case when ${column} >= ${p.start} and ${column} < ${p.end} then 0 when ${column} >= ${p.previousStart} and ${column} < ${p.previousEnd} then 1 end`;

// Which bar a row falls in: 0..n-1 this period, n..2n-1 the same bars of the period before.
const bar = (column: SQLWrapper, p: DashboardPeriod) =>
  sql`case ${sql.join(
    p.buckets.flatMap((b, i) => [
      sql`when ${column} >= ${b.start} and ${column} < ${b.end} then ${sql.raw(String(i))}`,
      sql`when ${column} >= ${b.previousStart} and ${column} < ${b.previousEnd} then ${sql.raw(String(p.buckets.length + i))}`,
    ]),
    sql` `,
  )} end`;

// Each visitor's first view of the raw events the filter keeps (their entry page, source, campaign).
const firstViews = (from: string, to: string, filter: AnalyticsFilter) =>
  sql`(select at, path, source, campaign, language, device from (select ${e.at} as at, ${e.path} as path,
    coalesce(${e.utmSource}, ${e.referrer}, 'direct') as source, ${e.utmCampaign} as campaign, ${e.language} as language, ${e.device} as device,
    row_number() over (partition by ${e.visitor} order by ${e.at}) as n from ${e} where ${rawWhere("view", from, to, filter)}) as ordered where n = 1)`;

// The daily rollups of [from, to) for a dimension (none when the filter narrows by language or device:
// the rollups do not hold those crossings).
const rolled = (dimension: string, from: string, to: string, filter: AnalyticsFilter, columns: (start: SQL) => SQL) =>
  filter.language || filter.device || from >= to
    ? null
    : sql`select ${columns(sql`${r.start}`)} from ${r} where ${r.period} = 'day' and ${r.dimension} = ${literal(dimension)} and ${r.start} >= ${from} and ${r.start} < ${to}`;

const unionAll = (parts: (SQL | null)[]) =>
  sql.join(
    parts.filter((p): p is SQL => p !== null),
    sql` union all `,
  );

// Everything the traffic screen shows, for a filter, as of `now`, in the reader's zone.
export async function getTraffic(filter: AnalyticsFilter, staff: Pick<Staff, "timeZone">, options: { now?: number } = {}): Promise<Traffic> {
  const asOf = options.now ?? Date.now();
  await nextTurn();
  const p = dashboardPeriod(filter, asOf, staff.timeZone);
  const cutoff = rawCutoff(asOf);
  // Raw events from the later of the period before's start and the cutoff; rollups before the cutoff.
  const from = p.previousStart > cutoff ? p.previousStart : cutoff;
  const rolledTo = p.end < cutoff ? p.end : cutoff;
  const byHalf = (dimension: string, raw: SQL, withViews: boolean) =>
    rowsOf(
      sql`select half, key, sum(views), sum(visitors) from (${unionAll([
        raw,
        rolled(
          dimension,
          p.previousStart,
          rolledTo,
          filter,
          (start) => sql`${half(start, p)} as half, ${r.value} as key, ${withViews ? sql`${r.views}` : sql`0`} as views, ${r.visitors} as visitors`,
        ),
      ])}) as parts where half is not null group by half, key`,
    );
  const views = rawWhere("view", from, p.end, filter);
  const perView = (column: SQLWrapper) =>
    sql`select ${half(e.at, p)} as half, ${column} as key, count(*) as views, count(distinct ${e.visitor}) as visitors from ${e} where ${views} group by 1, 2`;
  const perVisit = (column: string, where = "") =>
    sql`select ${half(sql`at`, p)} as half, ${sql.raw(column)} as key, 0 as views, count(*) as visitors from ${firstViews(from, p.end, filter)} as firsts ${sql.raw(where)} group by 1, 2`;
  const [totals, bars, pages, entries, sources, campaigns, languages, browserLanguages, devices] = await Promise.all([
    byHalf(
      "total",
      sql`select ${half(e.at, p)} as half, '' as key, count(*) as views, count(distinct ${e.visitor}) as visitors from ${e} where ${views} group by 1`,
      true,
    ),
    rowsOf(
      sql`select bar, sum(views), sum(visitors) from (${unionAll([
        sql`select ${bar(e.at, p)} as bar, count(*) as views, count(distinct ${e.visitor}) as visitors from ${e} where ${views} group by 1`,
        rolled("total", p.previousStart, rolledTo, filter, (start) => sql`${bar(start, p)} as bar, ${r.views} as views, ${r.visitors} as visitors`),
      ])}) as parts where bar is not null group by bar`,
    ),
    byHalf("page", perView(e.path), true),
    byHalf("entry", perVisit("path"), false),
    byHalf("source", perVisit("source"), false),
    byHalf("campaign", perVisit("campaign", "where campaign is not null"), false),
    byHalf("language", perView(e.language), true),
    rowsOf(
      sql`select ${half(e.at, p)} as half, coalesce(${e.browserLanguage}, '') as key, 0, count(distinct ${e.visitor}) from ${e} where ${views} group by 1, 2`,
    ),
    byHalf("device", perView(e.device), true),
  ]);
  const pair = (rows: unknown[][], key: string, column: 2 | 3): Pair => ({
    current: num(rows.find((row) => row[0] !== null && num(row[0]) === 0 && String(row[1]) === key)?.[column]),
    previous: num(rows.find((row) => row[0] !== null && num(row[0]) === 1 && String(row[1]) === key)?.[column]),
  });
  const keys = (rows: unknown[][]) => [...new Set(rows.map((row) => String(row[1])))];
  // Largest this period first, then the period before, then by name.
  const order = <T extends { key: string }>(list: T[], by: (item: T) => Pair) =>
    list.sort((a, b) => by(b).current - by(a).current || by(b).previous - by(a).previous || a.key.localeCompare(b.key));
  const keyed = (rows: unknown[][]) =>
    order(
      keys(rows).map((key) => ({ key, ...pair(rows, key, 3) })),
      (x) => x,
    );
  const paged = (rows: unknown[][]) =>
    order(
      keys(rows).map((key) => ({ key, views: pair(rows, key, 2), visitors: pair(rows, key, 3) })),
      (x) => x.views,
    );
  const n = p.buckets.length;
  const barAt = (i: number, column: 1 | 2) => num(bars.find((row) => num(row[0]) === i)?.[column]);
  return {
    asOf,
    period: p,
    visitors: pair(totals, "", 3),
    views: pair(totals, "", 2),
    bars: p.buckets.map((_, i) => ({
      views: { current: barAt(i, 1), previous: barAt(n + i, 1) },
      visitors: { current: barAt(i, 2), previous: barAt(n + i, 2) },
    })),
    pages: paged(pages),
    entries: keyed(entries),
    sources: keyed(sources),
    campaigns: keyed(campaigns),
    languages: paged(languages),
    browserLanguages: keyed(browserLanguages.filter((row) => row[1] !== "")),
    devices: paged(devices),
  };
}

// The landing path of a lead's stored landing page (its query string dropped).
const landingPath = (t: typeof demoRequests | typeof contactMessages) => {
  const withEnd = sql`${t.landingPage} || '?'`;
  return sql`substr(${withEnd}, 1, ${reports.position(withEnd, literal("?"))} - 1)`;
};

// The conversion screen: traffic and leads of this period (none before), joined by value.
export async function getConversion(filter: AnalyticsFilter, staff: Pick<Staff, "timeZone">, options: { now?: number } = {}): Promise<Conversion> {
  const asOf = options.now ?? Date.now();
  await nextTurn();
  const p = dashboardPeriod(filter, asOf, staff.timeZone);
  const firsts = firstViews(p.start, p.end, filter);
  // Per lead kind and key: the period's leads, and those of them with a meeting booked (not cancelled).
  const withMeeting = (kind: string, t: typeof demoRequests | typeof contactMessages) =>
    sql`case when exists (select 1 from ${meetings} where ${meetings.leadType} = ${literal(kind)} and ${meetings.leadId} = ${t.id}
      and ${meetings.status} <> 'cancelled') then 1 else 0 end`;
  const leadsBy = (key: (t: typeof demoRequests | typeof contactMessages) => SQLWrapper) =>
    rowsOf(
      sql.join(
        (
          [
            ["demo", demoRequests],
            ["contact", contactMessages],
          ] as const
        ).map(
          ([kind, t]) =>
            sql`select ${literal(kind)}, ${key(t)}, count(*), sum(${withMeeting(kind, t)}) from ${t} where ${eq(t.isSpam, false)} and ${t.createdAt} >= ${p.start} and ${t.createdAt} < ${p.end}
              ${filter.language ? sql`and ${t.language} = ${filter.language}` : sql``} group by 2`,
        ),
        sql` union all `,
      ),
    );
  const visitsBy = (column: string, where = "") => rowsOf(sql`select ${sql.raw(column)}, count(*) from ${firsts} as firsts ${sql.raw(where)} group by 1`);
  const events = (name: string) =>
    sql`(select count(distinct ${e.visitor}) from ${e} where ${rawWhere("event", p.start, p.end, filter)} and ${e.name} = ${name})`;
  const articlePaths = sql`${e.path} like '/blog/%' or ${e.path} like '/fr/blogue/%'`;
  const [landing, landingLeads, sources, sourceLeads, campaigns, campaignLeads, languages, languageLeads, articleViews, funnel, titles] = await Promise.all([
    visitsBy("path"),
    leadsBy(landingPath),
    visitsBy("source"),
    leadsBy(sourceSql),
    visitsBy("campaign", "where campaign is not null"),
    leadsBy((t) => sql`lower(${t.firstUtmCampaign})`),
    rowsOf(sql`select ${e.language}, count(distinct ${e.visitor}) from ${e} where ${rawWhere("view", p.start, p.end, filter)} group by 1`),
    leadsBy((t) => t.language),
    rowsOf(
      sql`select ${e.path}, count(*), count(distinct ${e.visitor}) from ${e} where ${rawWhere("view", p.start, p.end, filter)} and (${articlePaths}) group by 1`,
    ),
    rowsOf(sql`select (select count(distinct ${e.visitor}) from ${e} where ${rawWhere("view", p.start, p.end, filter)}), ${events("cta_click")},
      ${events("demo_dialog_open")}, ${events("demo_request_sent")}, ${events("demo_call_scheduled")}`),
    rowsOf(sql`select ${articles.slug}, ${articles.locale}, ${articles.title} from ${articles}`),
  ]);
  const stored = await leadsBy(() => sql`''`);
  const storedDemos = stored.filter((row) => row[0] === "demo").reduce((t, row) => t + num(row[2]), 0);
  const storedMeetings = stored.reduce((t, row) => t + num(row[3]), 0);
  const join = (visits: unknown[][], leads: unknown[][], options: { keep?: (key: string) => boolean } = {}) => {
    const rows = new Map<string, ConversionRow>();
    const row = (key: string) => rows.get(key) ?? rows.set(key, { key, visitors: 0, demos: 0, contacts: 0, meetings: 0, rate: null }).get(key)!;
    for (const [key, n] of visits) if (key !== null) row(String(key)).visitors += num(n);
    for (const [kind, key, n, met] of leads) {
      if (key === null || key === "") continue;
      row(String(key))[kind === "demo" ? "demos" : "contacts"] += num(n);
      row(String(key)).meetings += num(met);
    }
    return [...rows.values()]
      .filter((x) => options.keep?.(x.key) ?? true)
      .map((x) => ({ ...x, rate: x.visitors > 0 ? (x.demos + x.contacts) / x.visitors : null }))
      .sort((a, b) => b.demos + b.contacts - (a.demos + a.contacts) || b.visitors - a.visitors || a.key.localeCompare(b.key));
  };
  const titleOf = new Map(titles.map(([slug, locale, title]) => [articlePath(String(slug), locale === "fr" ? "fr" : "en"), String(title)]));
  const articleRows = join(
    articleViews.map(([path, , visitors]) => [path, visitors]),
    landingLeads,
    { keep: (key) => titleOf.has(key) },
  ).map((row) => ({ ...row, views: num(articleViews.find(([path]) => path === row.key)?.[1]), title: titleOf.get(row.key) }));
  const [viewed, clicked, opened, sent, booked] = (funnel[0] ?? []).map(num);
  return {
    landingPages: join(landing, landingLeads),
    sources: join(sources, sourceLeads),
    campaigns: join(campaigns, campaignLeads),
    languages: join(languages, languageLeads),
    articles: articleRows,
    funnel: {
      viewed: viewed ?? 0,
      clicked: clicked ?? 0,
      opened: opened ?? 0,
      sent: sent ?? 0,
      booked: booked ?? 0,
      stored: storedDemos,
      meetings: storedMeetings,
    },
  };
}

// Web Vitals per template this period: p75 (the value at rank ceil(0.75 n), as CrUX reports it) and the
// shares of each rating, in the database; and what each most often points at.
export async function getVitals(filter: AnalyticsFilter, staff: Pick<Staff, "timeZone">, options: { now?: number } = {}): Promise<VitalRow[]> {
  const asOf = options.now ?? Date.now();
  const p = dashboardPeriod(filter, asOf, staff.timeZone);
  const where = rawWhere("vital", p.start, p.end, filter);
  const rated = (rating: string) => sql`sum(case when rating = ${literal(rating)} then 1 else 0 end)`;
  const [stats, targets] = await Promise.all([
    rowsOf(sql`select template, name, count(*), max(case when rank = (3 * total + 3) / 4 then value end), ${rated("good")}, ${rated("needs-improvement")}, ${rated("poor")}
      from (select ${e.template} as template, ${e.name} as name, ${e.value} as value, ${e.rating} as rating,
        row_number() over (partition by ${e.template}, ${e.name} order by ${e.value}) as rank, count(*) over (partition by ${e.template}, ${e.name}) as total
        from ${e} where ${where}) as ranked group by template, name`),
    rowsOf(sql`select ${e.template}, ${e.name}, ${e.target}, count(*) from ${e} where ${where} and ${e.target} is not null group by 1, 2, 3`),
  ]);
  const top = new Map<string, [string, number]>();
  for (const [template, name, target, n] of targets) {
    const key = `${template} ${name}`;
    const best = top.get(key);
    if (!best || num(n) > best[1] || (num(n) === best[1] && String(target) < best[0])) top.set(key, [String(target), num(n)]);
  }
  return stats
    .map(([template, name, samples, p75, good, ni, poor]) => ({
      template: String(template),
      name: name as WebVital,
      samples: num(samples),
      p75: num(p75),
      good: num(good),
      needsImprovement: num(ni),
      poor: num(poor),
      target: top.get(`${template} ${name}`)?.[0] ?? null,
    }))
    .sort((a, b) => a.template.localeCompare(b.template) || WEB_VITALS.indexOf(a.name) - WEB_VITALS.indexOf(b.name));
}

// Each article's views and the leads that landed on it, over the last 30 days, by its path (the content
// list and the editor, components/staff/content/).
const ARTICLE_DAYS = 30;
const articleCache = new LRUCache<string, Promise<Map<string, { views: number; leads: number }>>>({ max: 4, ttl: 60_000 });
export function articleTraffic(now = Date.now()): Promise<Map<string, { views: number; leads: number }>> {
  const key = String(Math.floor(now / 60_000));
  let found = articleCache.get(key);
  if (!found) {
    const since = new Date(now - ARTICLE_DAYS * 24 * 60 * 60_000).toISOString();
    found = (async () => {
      const [views, leads] = await Promise.all([
        rowsOf(sql`select ${e.path}, count(*) from ${e} where ${e.kind} = 'view' and ${e.template} = 'article' and ${e.at} >= ${since} group by 1`),
        rowsOf(
          sql.join(
            [demoRequests, contactMessages].map(
              (t) => sql`select ${landingPath(t)}, count(*) from ${t} where ${eq(t.isSpam, false)} and ${t.createdAt} >= ${since} group by 1`,
            ),
            sql` union all `,
          ),
        ),
      ]);
      const traffic = new Map<string, { views: number; leads: number }>();
      const at = (path: string) => traffic.get(path) ?? traffic.set(path, { views: 0, leads: 0 }).get(path)!;
      for (const [path, n] of views) at(String(path)).views += num(n);
      for (const [path, n] of leads) if (path) at(String(path)).leads += num(n);
      return traffic;
    })();
    articleCache.set(key, found);
    found.catch(() => articleCache.delete(key));
  }
  return found;
}

// The viewport classes, for the screens' filter.
export { DEVICE_CLASSES, type DeviceClass };

// GET /staff/analytics[/conversion|/vitals] and the CSV's work: the query string's filter and its
// problems (words keys of the staff catalogue's errors), the period, and what the screen shows.
export function analyticsView(query: Record<string, string>, staff: Pick<Staff, "timeZone">, now = Date.now()) {
  const { filter, problems } = parseAnalyticsQuery(query, staff.timeZone, now);
  return { filter, problems, period: dashboardPeriod(filter, now, staff.timeZone), now };
}
