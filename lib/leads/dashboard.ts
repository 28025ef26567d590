import "server-only";
import { setImmediate as nextTurn } from "node:timers/promises";
import { and, eq, gte, isNull, lt, sql, type SQL } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import * as z from "zod/mini";
import { areaCodes, REGIONS, type Region } from "@/content/area-codes";
import { reports } from "@/db/reports";
import { cities, contactMessages, demoRequests, leadEvents, meetings } from "@/db/schema";
import { businessMinutesCounter, type BusinessTimeConfig } from "@/lib/leads/business-time";
import { FIRST_RESPONSE_ACTIONS, LEAD_STATUSES } from "@/lib/leads/statuses";
import { cityPath } from "@/lib/routes";
import type { Staff } from "@/lib/staff/session";
import { addDays, daysBetween, localDate, localParts, weekdayOf, zonedInstant } from "@/lib/time-zones";
import { calendarDay } from "@/lib/validations/calendar-day";

// The sales dashboard's numbers: aggregate SQL over both lead tables, the same on SQLite and
// PostgreSQL. No query reads every lead: counts and groupings happen in the database; the only
// per-lead rows read are the chosen period's first-response times (business hours are counted here,
// in lib/leads/business-time.ts) and the oldest leads still waiting.
//
// Definitions (the page states them too):
// - A lead is a demo request or contact message not marked as spam, counted in the period it arrived.
// - Its source is its first-touch UTM source, else the referring site, else "direct" (as the inbox).
// - It reached a stage when its status history (lead_events) ever moved it there or past it
//   (new → contacted → qualified → won), or its current status is there or past it; lost and
//   disqualified are reached when it was ever set to them.
// - Its first response is the first status change or note by a person (lead_events with an actor).

const KINDS = ["demo", "contact"] as const;
type Kind = (typeof KINDS)[number];
const tables = { demo: demoRequests, contact: contactMessages };
type LeadTable = (typeof tables)[Kind];

export const DASHBOARD_PERIODS = ["week", "4weeks", "quarter", "custom"] as const;
export type DashboardPeriodName = (typeof DASHBOARD_PERIODS)[number];
// The longest custom period: a year of weekly bars.
export const MAX_CUSTOM_DAYS = 366;
// The most bars a period can have: 366 days touch at most 54 weeks (a day, 52 weeks, a day).
export const MAX_BUCKETS = 54;
// Sources drawn on their own; the rest are "other".
export const TOP_SOURCES = 5;
export const OTHER = "(other)";
export const WAITING_SHOWN = 20;

const dayText = z.optional(calendarDay());

// The dashboard's choices, from the query string. Error messages are keys of the staff catalogue's
// "errors" (the page words them in the reader's language).
export const dashboardFilterSchema = z
  .object({
    // This week so far (against last week to the same hour) unless another period is asked for.
    period: z._default(z.enum(DASHBOARD_PERIODS, { error: "choosePeriod" }), "week"),
    from: dayText,
    to: dayText,
    kind: z.optional(z.enum(KINDS, { error: "chooseKind" })),
    language: z.optional(z.enum(["en", "fr"], { error: "chooseLanguage" })),
    // A staff id, "me" or "none" (unassigned).
    owner: z.optional(z.string().check(z.maxLength(64, "badOwner"))),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.period !== "custom") return;
      if (!value.from || !value.to) ctx.addIssue({ code: "custom", path: [value.from ? "to" : "from"], message: "customNeedsDates", input: value });
      else if (value.to < value.from) ctx.addIssue({ code: "custom", path: ["to"], message: "toBeforeFrom", input: value });
      else if (daysBetween(value.from, value.to) >= MAX_CUSTOM_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: "periodTooLong", input: value });
    }),
  );
export type DashboardFilter = z.output<typeof dashboardFilterSchema>;
export const DASHBOARD_FIELDS = ["period", "from", "to", "kind", "language", "owner"] as const;
export type DashboardField = (typeof DASHBOARD_FIELDS)[number];

// A period the dashboard will not draw, as a field error: its message is a key of the staff
// catalogue's "errors". The filter's schema refuses such periods first; this is the bars' own bound.
export class PeriodError extends Error {
  constructor(
    readonly field: DashboardField,
    message: "periodTooLong",
  ) {
    super(message);
  }
}

export interface Bucket {
  // The local day the bucket starts on, and whether it is a day or a week.
  date: string;
  unit: "day" | "week";
  start: string;
  end: string;
  previousStart: string;
  previousEnd: string;
}

export interface DashboardPeriod {
  name: DashboardPeriodName;
  timeZone: string;
  // [start, end) of the period and of the one it is compared with, as ISO instants.
  start: string;
  end: string;
  previousStart: string;
  previousEnd: string;
  // The local days they cover, for the page (last day inclusive).
  firstDay: string;
  lastDay: string;
  previousFirstDay: string;
  previousLastDay: string;
  buckets: Bucket[];
}

const iso = (t: number) => new Date(t).toISOString();
const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));
const quarterStart = (date: string) => `${date.slice(0, 4)}-${String(Math.floor((Number(date.slice(5, 7)) - 1) / 3) * 3 + 1).padStart(2, "0")}-01`;
const previousQuarterStart = (start: string) => {
  const month = Number(start.slice(5, 7)) - 3;
  const year = Number(start.slice(0, 4)) + (month < 1 ? -1 : 0);
  return `${year}-${String(((month + 11) % 12) + 1).padStart(2, "0")}-01`;
};

// The period's bounds and bars in the reader's time zone. It is compared with the period before it
// of the same length, lined up by weekday (this week so far with last week to the same weekday and
// hour; this quarter so far with the last quarter's same number of days), never overlapping it.
// Bars are days for periods of two weeks or less, weeks (from Monday) otherwise.
export function dashboardPeriod(filter: Pick<DashboardFilter, "period" | "from" | "to">, now: number, timeZone: string): DashboardPeriod {
  const today = localDate(now, timeZone);
  let startDay: string;
  let previousStartDay: string;
  let end = now;
  switch (filter.period) {
    case "week":
      startDay = mondayOf(today);
      previousStartDay = addDays(startDay, -7);
      break;
    case "quarter":
      startDay = quarterStart(today);
      previousStartDay = previousQuarterStart(startDay);
      break;
    case "custom": {
      startDay = filter.from!;
      const days = daysBetween(filter.from!, filter.to!) + 1;
      previousStartDay = addDays(startDay, -days);
      end = Math.min(now, zonedInstant(addDays(filter.to!, 1), 0, timeZone));
      break;
    }
    default:
      startDay = addDays(mondayOf(today), -21);
      previousStartDay = addDays(startDay, -28);
  }
  const start = zonedInstant(startDay, 0, timeZone);
  if (end < start) end = start;
  // The same local day and time into the previous period, and never past this period's start.
  const shift = (t: number) => {
    const p = localParts(t, timeZone);
    const day = `${String(p.year).padStart(4, "0")}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
    return Math.min(start, zonedInstant(addDays(previousStartDay, daysBetween(startDay, day)), p.hour * 60 + p.minute + p.second / 60, timeZone));
  };
  const lastDay = localDate(Math.max(start, end - 1), timeZone);
  const unit: Bucket["unit"] = daysBetween(startDay, lastDay) < 14 ? "day" : "week";
  const buckets: Bucket[] = [];
  for (let day = startDay; ;) {
    if (buckets.length === MAX_BUCKETS) throw new PeriodError(filter.period === "custom" ? "to" : "period", "periodTooLong");
    const next = unit === "day" ? addDays(day, 1) : addDays(mondayOf(day), 7);
    const from = zonedInstant(day, 0, timeZone);
    const to = Math.min(end, zonedInstant(next, 0, timeZone));
    buckets.push({ date: day, unit, start: iso(from), end: iso(to), previousStart: iso(shift(from)), previousEnd: iso(shift(to)) });
    if (to >= end) break;
    day = next;
  }
  const previousEnd = shift(end);
  return {
    name: filter.period,
    timeZone,
    start: iso(start),
    end: iso(end),
    previousStart: iso(zonedInstant(previousStartDay, 0, timeZone)),
    previousEnd: iso(previousEnd),
    firstDay: startDay,
    lastDay,
    previousFirstDay: previousStartDay,
    previousLastDay: localDate(Math.max(zonedInstant(previousStartDay, 0, timeZone), previousEnd - 1), timeZone),
    buckets,
  };
}

// ---- SQL pieces, the same text on both engines except where a function is spelled differently ----

// A fixed string of ours, inlined (PostgreSQL cannot type a bare parameter in a select list).
const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);
const position = (haystack: SQL, needle: string) => reports.position(haystack, literal(needle));

// The first-touch source, as lib/leads/format.ts sourceOf() names it: the UTM source lowercased,
// else the referrer's host without "www.", else "direct" ("referral" for a referrer that is not a URL).
export function sourceSql(t: LeadTable): SQL {
  const referrer = sql`lower(${t.referrer})`;
  const afterScheme = sql`substr(${referrer}, ${position(referrer, "://")} + 3)`;
  // The host ends at the first "/", "?", "#" or ":" (a port).
  const delimited = sql`replace(replace(replace(${afterScheme}, '?', '/'), '#', '/'), ':', '/') || '/'`;
  const host = sql`substr(${delimited}, 1, ${position(delimited, "/")} - 1)`;
  return sql`coalesce(lower(${t.firstUtmSource}), case when ${t.referrer} is null or ${t.referrer} = '' then 'direct' when ${position(referrer, "://")} = 0 then 'referral' when ${host} like 'www.%' then substr(${host}, 5) else ${host} end)`;
}

// The phone's area code: the first three characters once a leading "+", "1", space, "(", "-" or "."
// are trimmed (no North American area code starts with 1): "+1 (416) 555-0199", "1-416-555-0199"
// and "416.555.0199" all give 416; an overseas number gives no Canadian code.
export const areaCodeSql = (t: LeadTable) => sql`substr(ltrim(${t.phone}, '+1 (-.'), 1, 3)`;

// content/area-codes.ts as a table to join on (its columns are column1, column2 on both engines).
const AREA_CODE_TABLE = sql`(values ${sql.join(
  REGIONS.flatMap((region) => areaCodes[region].map((code) => sql`(${literal(code)}, ${literal(region)})`)),
  sql`, `,
)}) as area_codes`;

// The slug of the city landing page a lead first landed on (either language), or null; joined to
// the cities table by equality, so only real city pages count.
function citySlugSql(t: LeadTable): SQL {
  const prefixes = (["en", "fr"] as const).map((locale) => cityPath("", locale));
  const rest = sql`case ${sql.join(
    prefixes.map((prefix) => sql`when ${t.landingPage} like ${literal(`${prefix}%`)} then substr(${t.landingPage}, ${sql.raw(String(prefix.length + 1))})`),
    sql` `,
  )} end`;
  const withEnd = sql`${rest} || '?'`;
  return sql`substr(${withEnd}, 1, ${position(withEnd, "?")} - 1)`;
}

// The filters every query shares, on one lead table: kind is the choice of table.
function leadFilters(t: LeadTable, filter: DashboardFilter, staff: Pick<Staff, "id">): SQL[] {
  const where: SQL[] = [];
  if (filter.language) where.push(eq(t.language, filter.language));
  if (filter.owner === "none") where.push(isNull(t.ownerId));
  else if (filter.owner) where.push(eq(t.ownerId, filter.owner === "me" ? staff.id : filter.owner));
  return where;
}

const inRange = (t: LeadTable, start: string, end: string) => and(gte(t.createdAt, start), lt(t.createdAt, end))!;

// Every status a lead was ever set to, as bits: contacted 1, qualified 2, won 4, lost 8,
// disqualified 16 (new is 0); the funnel's stages are masks over them.
const STATUS_BITS: Record<(typeof LEAD_STATUSES)[number], number> = { new: 0, contacted: 1, qualified: 2, won: 4, lost: 8, disqualified: 16 };
const statusBit = (column: SQL | LeadTable["status"]) =>
  sql`case ${column} ${sql.join(
    LEAD_STATUSES.filter((s) => STATUS_BITS[s] > 0).map((s) => sql`when ${literal(s)} then ${sql.raw(String(STATUS_BITS[s]))}`),
    sql` `,
  )} else 0 end`;
// A stage is reached by reaching it or any later one: contacted is contacted, qualified or won.
const STAGES = { contacted: 1 | 2 | 4, qualified: 2 | 4, won: 4, lost: 8, disqualified: 16 } as const;

// The columns every part of the summary statement returns (each part fills the ones it needs).
const SUMMARY_COLUMNS = [
  "bucket",
  "source",
  "region",
  "city",
  "language",
  "owner_id",
  "created_at",
  "first_response_at",
  "kind",
  "id",
  "name",
  "company",
  "leads",
  "contacted",
  "qualified",
  "won",
  "lost",
  "disqualified",
  "meeting",
] as const;
type SummaryColumn = (typeof SUMMARY_COLUMNS)[number];
export type SummaryRow = { part: string } & Record<SummaryColumn, unknown>;

// Typed nulls: PostgreSQL types a UNION's columns branch by branch, and a bare null would be text.
const SUMMARY_TYPES: Record<SummaryColumn, string> = {
  bucket: "integer",
  source: "text",
  region: "text",
  city: "text",
  language: "text",
  owner_id: "text",
  created_at: "text",
  first_response_at: "text",
  kind: "text",
  id: "integer",
  name: "text",
  company: "text",
  leads: "bigint",
  contacted: "bigint",
  qualified: "bigint",
  won: "bigint",
  lost: "bigint",
  disqualified: "bigint",
  meeting: "text",
};

const part = (name: string, values: Partial<Record<SummaryColumn, SQL>>, rest: SQL) =>
  sql`select ${literal(name)} as part, ${sql.join(
    SUMMARY_COLUMNS.map((column) => sql`${values[column] ?? sql.raw(`cast(null as ${SUMMARY_TYPES[column]})`)} as ${sql.raw(column)}`),
    sql`, `,
  )} ${rest}`;

// The dashboard's statement for a filter and period: every count and grouping, the answered leads'
// times and the oldest unanswered leads, from one pass over the period's leads (each lead's facts
// worked out once, in a materialized CTE) and one over the period before. getDashboard runs it; the
// benchmark prints its plan.
export function dashboardStatements(filter: DashboardFilter, period: DashboardPeriod, staff: Pick<Staff, "id">) {
  const kinds = filter.kind ? [filter.kind] : KINDS;
  const union = (select: (kind: Kind, t: LeadTable) => SQL) =>
    sql.join(
      kinds.map((kind) => select(kind, tables[kind])),
      sql` union all `,
    );
  const leads = (t: LeadTable, start: string, end: string, spam = false) => and(eq(t.isSpam, spam), inRange(t, start, end), ...leadFilters(t, filter, staff))!;
  const current = (t: LeadTable) => leads(t, period.start, period.end);
  const { buckets } = period;
  // A lead's history in lead_events (lead_events_lead_idx covers these lookups).
  const history = (kind: Kind, t: LeadTable, actions: string[]) =>
    sql`${leadEvents.leadType} = ${literal(kind)} and ${leadEvents.leadId} = ${t.id} and ${leadEvents.action} in (${sql.join(actions.map(literal), sql`, `)})`;
  const answeredBy = (kind: Kind, t: LeadTable) => sql`${history(kind, t, [...FIRST_RESPONSE_ACTIONS])} and ${leadEvents.actorId} is not null`;
  const waitingShown = sql.raw(String(WAITING_SHOWN));
  // Which bar a lead falls in: 0..n-1 this period, n..2n-1 the same bars of the period before.
  const bar = (t: LeadTable, previous: boolean) =>
    sql`case ${sql.join(
      buckets.map((b, i) => sql`when ${t.createdAt} < ${previous ? b.previousEnd : b.end} then ${sql.raw(String(previous ? buckets.length + i : i))}`),
      sql` `,
    )} end`;
  // The bits of every status the history ever set (a max per bit: no DISTINCT, so no sort per lead).
  const everSet = (kind: Kind, t: LeadTable) =>
    sql`(select ${sql.join(
      LEAD_STATUSES.filter((s) => STATUS_BITS[s] > 0).map(
        (s) => sql`${sql.raw(String(STATUS_BITS[s]))} * max(case when ${leadEvents.toStatus} = ${literal(s)} then 1 else 0 end)`,
      ),
      sql` + `,
    )} from ${leadEvents} where ${history(kind, t, ["status"])})`;

  // One row per lead of the period with everything it is counted by, worked out once.
  const facts = union(
    (
      kind,
      t,
    ) => sql`select ${bar(t, false)} as bucket, ${sourceSql(t)} as source, area_codes.column2 as region, ${cities.slug} as city, ${t.language} as language,
      ${t.ownerId} as owner_id, ${t.createdAt} as created_at, ${literal(kind)} as kind, ${t.id} as id, ${t.name} as name, ${t.company} as company,
      ${statusBit(t.status)} | coalesce(${everSet(kind, t)}, 0) as bits,
      (select min(${leadEvents.createdAt}) from ${leadEvents} where ${answeredBy(kind, t)}) as first_response_at,
      ${meetingOf(kind, t)} as meeting
      from ${t} left join ${AREA_CODE_TABLE} on area_codes.column1 = ${areaCodeSql(t)} left join ${cities} on ${cities.slug} = ${citySlugSql(t)}
      where ${current(t)}`,
  );
  // The lead's demo meeting (lib/booking), its latest one not cancelled else its latest, as
  // "status|rep|starts_at" (meetings_lead_idx finds it); null without one.
  function meetingOf(kind: Kind, t: LeadTable) {
    return sql`(select ${meetings.status} || '|' || coalesce(${meetings.staffId}, '') || '|' || ${meetings.startsAt} from ${meetings}
      where ${meetings.leadType} = ${literal(kind)} and ${meetings.leadId} = ${t.id}
      order by case when ${meetings.status} = 'cancelled' then 1 else 0 end, ${meetings.id} desc limit 1)`;
  }
  const reached = (mask: number) => sql`sum(case when bits & ${sql.raw(String(mask))} <> 0 then 1 else 0 end)`;
  const count = sql`count(*)`;
  const summary = sql`with facts as materialized (${facts})
    ${part("volume", { bucket: sql`bucket`, source: sql`source`, leads: count }, sql`from facts group by bucket, source`)}
    union all ${part(
      "volume",
      { bucket: sql`bucket`, source: sql`source`, leads: count },
      sql`from (${union((_, t) => sql`select ${bar(t, true)} as bucket, ${sourceSql(t)} as source from ${t} where ${leads(t, period.previousStart, period.previousEnd)}`)}) as previous group by bucket, source`,
    )}
    union all ${part(
      "funnel",
      {
        source: sql`source`,
        leads: count,
        contacted: reached(STAGES.contacted),
        qualified: reached(STAGES.qualified),
        won: reached(STAGES.won),
        lost: reached(STAGES.lost),
        disqualified: reached(STAGES.disqualified),
      },
      sql`from facts group by source`,
    )}
    union all ${part("regions", { region: sql`region`, leads: count }, sql`from facts group by region`)}
    union all ${part("demos", { source: sql`source`, leads: count }, sql`from facts where kind = 'demo' group by source`)}
    union all ${part("meetings", { source: sql`source`, created_at: sql`created_at`, meeting: sql`meeting` }, sql`from facts where meeting is not null`)}
    union all ${part("cities", { city: sql`city`, leads: count }, sql`from facts group by city`)}
    union all ${part("languages", { language: sql`language`, leads: count }, sql`from facts group by language`)}
    union all ${part("answered", { owner_id: sql`owner_id`, created_at: sql`created_at`, first_response_at: sql`first_response_at` }, sql`from facts where first_response_at is not null`)}
    union all ${part("unanswered", { owner_id: sql`owner_id`, leads: count }, sql`from facts where first_response_at is null group by owner_id`)}
    union all select * from (${part(
      "waiting",
      { kind: sql`kind`, id: sql`id`, name: sql`name`, company: sql`company`, owner_id: sql`owner_id`, created_at: sql`created_at` },
      sql`from facts where first_response_at is null order by created_at, kind, id limit ${waitingShown}`,
    )}) as waiting
    union all ${part(
      "spam",
      { bucket: sql`bucket`, source: sql`reason`, leads: count },
      sql`from (${sql.join(
        kinds.flatMap((kind) => {
          const t = tables[kind];
          const reason = sql`coalesce(${t.spamReason}, 'unknown')`;
          return [
            sql`select 0 as bucket, ${reason} as reason from ${t} where ${leads(t, period.start, period.end, true)}`,
            sql`select 1 as bucket, ${reason} as reason from ${t} where ${leads(t, period.previousStart, period.previousEnd, true)}`,
          ];
        }),
        sql` union all `,
      )}) as spam group by bucket, reason`,
    )}`;

  return { summary };
}

// Each statement's plan (for bench/inbox.mjs).
export async function explainDashboard(filter: DashboardFilter, period: DashboardPeriod, staff: Pick<Staff, "id">): Promise<Record<string, string>> {
  const plans: Record<string, string> = {};
  for (const [name, query] of Object.entries(dashboardStatements(filter, period, staff))) plans[name] = await reports.explain(query);
  return plans;
}

// Linear interpolation between the closest ranks (as a spreadsheet's PERCENTILE.INC): the median of
// 10, 20, 30, 40 is 25; the 90th percentile of 1..10 is 9.1.
export function percentile(sorted: ArrayLike<number>, p: number): number | null {
  if (sorted.length === 0) return null;
  const h = (sorted.length - 1) * p;
  const low = Math.floor(h);
  const high = Math.min(low + 1, sorted.length - 1);
  return sorted[low]! + (h - low) * (sorted[high]! - sorted[low]!);
}

export interface SourceCount {
  source: string;
  current: number;
  previous: number;
}

export interface FunnelRow {
  source: string;
  leads: number;
  contacted: number;
  qualified: number;
  won: number;
  lost: number;
  disqualified: number;
}

export interface ResponseStats {
  // The lead's current owner (null: unassigned); the overall row has owner undefined.
  ownerId?: string | null;
  answered: number;
  waiting: number;
  // Business minutes from arrival to the first response.
  median: number | null;
  p90: number | null;
}

export interface Dashboard {
  // The instant the dashboard describes (its period ends here).
  asOf: number;
  period: DashboardPeriod;
  sources: string[];
  volume: { buckets: { current: Record<string, number>; currentTotal: number; previousTotal: number }[]; bySource: SourceCount[]; total: SourceCount };
  funnel: { rows: FunnelRow[]; total: FunnelRow };
  responses: { overall: ResponseStats; byOwner: ResponseStats[] };
  geography: {
    regions: { region: Region | null; leads: number }[];
    cities: { slug: string | null; leads: number }[];
    languages: { language: "en" | "fr"; leads: number }[];
  };
  spam: { current: number; previous: number; byReason: { reason: string; leads: number }[] };
  waiting: { kind: Kind; id: number; name: string; company: string | null; createdAt: string; ownerId: string | null }[];
  meetings: { total: MeetingStats; bySource: (MeetingStats & { source: string })[]; byRep: (MeetingStats & { repId: string | null })[] };
}

// Demo meetings of the period's leads (lib/booking): demo requests, those that booked a meeting (not
// cancelled), the meetings held and missed, the booking rate (booked / requests: per rep, of the
// requests their meetings came from), the show rate (held / held and missed), and the median hours
// from the request to the meeting's time.
export interface MeetingStats {
  requests: number;
  booked: number;
  held: number;
  noShow: number;
  bookingRate: number | null;
  showRate: number | null;
  medianHours: number | null;
}

export function meetingStats(requests: number, rows: { status: string; hours: number }[]): MeetingStats {
  const booked = rows.filter((r) => r.status !== "cancelled");
  const held = booked.filter((r) => r.status === "held").length;
  const noShow = booked.filter((r) => r.status === "no-show").length;
  const hours = Float64Array.from(booked.map((r) => r.hours)).sort();
  return {
    requests,
    booked: booked.length,
    held,
    noShow,
    bookingRate: requests > 0 ? booked.length / requests : null,
    showRate: held + noShow > 0 ? held / (held + noShow) : null,
    medianHours: percentile(hours, 0.5),
  };
}

const count = (value: unknown) => Number(value ?? 0);

function sumInto<K>(map: Map<K, number>, key: K, n: number) {
  map.set(key, (map.get(key) ?? 0) + n);
}

export interface DashboardOptions {
  now?: number;
  businessHours?: BusinessTimeConfig;
}

export interface DashboardProblem {
  field: DashboardField;
  // A key of the staff catalogue's "errors", and the values its words take.
  message: string;
  params?: Record<string, string | number>;
}

// The dashboard's filter from a query string, for a reader in a zone at an instant: a query that
// does not parse, or a period too long to draw, gives this week and a field error per problem;
// never a throw, and never a loop (every date is within the workspace's range).
export function parseDashboardQuery(query: Record<string, string>, timeZone: string, now: number): { filter: DashboardFilter; problems: DashboardProblem[] } {
  const thisWeek: DashboardFilter = { period: "week" };
  const parsed = dashboardFilterSchema.safeParse(query);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => ({
      field: DASHBOARD_FIELDS.find((f) => f === issue.path[0]) ?? "period",
      message: issue.message,
      ...(issue.code === "custom" && issue.params ? { params: issue.params } : {}),
    }));
    return { filter: thisWeek, problems };
  }
  try {
    dashboardPeriod(parsed.data, now, timeZone);
  } catch (error) {
    if (!(error instanceof PeriodError)) throw error;
    return { filter: thisWeek, problems: [{ field: error.field, message: error.message }] };
  }
  return { filter: parsed.data, problems: [] };
}

// GET /staff/dashboard's work: the query string's filter, its problems, and the dashboard for it.
export async function loadDashboard(query: Record<string, string>, staff: Pick<Staff, "id" | "timeZone">, options: DashboardOptions = {}) {
  const { filter, problems } = parseDashboardQuery(query, staff.timeZone, options.now ?? Date.now());
  return { filter, problems, dashboard: await getDashboard(filter, staff, options) };
}

// Dashboards as of now, kept for 30 seconds per normalised filter and reader's zone: a reload, or a
// colleague with the same view, costs nothing, and a burst of them runs the statement once. Bounded
// by bytes too (issue 47): 4 MB of dashboards, each counted at its JSON's length once it is ready
// (a few KB; one waiting on its statement counts 1 KB).
const DASHBOARD_CACHE_MS = 30_000;
const DASHBOARD_CACHE_BYTES = 4 * 1024 * 1024;
const recent = new LRUCache<string, Promise<Dashboard>>({ max: 200, maxSize: DASHBOARD_CACHE_BYTES, ttl: DASHBOARD_CACHE_MS });

// What decides the numbers: the dates only for a custom period, "me" as the reader's id.
function cacheKey(filter: DashboardFilter, staff: Pick<Staff, "id" | "timeZone">): string {
  const custom = filter.period === "custom";
  return JSON.stringify([
    filter.period,
    custom ? filter.from : null,
    custom ? filter.to : null,
    filter.kind,
    filter.language,
    filter.owner === "me" ? staff.id : filter.owner,
    staff.timeZone,
  ]);
}

// Everything the dashboard shows, for one filter, as of `now`, in the reader's time zone; business
// hours from the environment (TEAM_TIME_ZONE, BUSINESS_HOURS, BUSINESS_PROVINCE) unless given. As of
// now with the environment's hours, from the cache when it holds the same view. Throws PeriodError
// for a period past MAX_BUCKETS bars.
export function getDashboard(filter: DashboardFilter, staff: Pick<Staff, "id" | "timeZone">, options: DashboardOptions = {}): Promise<Dashboard> {
  if (options.now !== undefined || options.businessHours) return computeDashboard(filter, staff, options);
  const key = cacheKey(filter, staff);
  let dashboard = recent.get(key);
  if (!dashboard) {
    dashboard = computeDashboard(filter, staff, options);
    const computing = dashboard;
    recent.set(key, computing, { size: 1024 });
    computing.then(
      (ready) => {
        if (recent.peek(key) === computing) recent.set(key, computing, { size: JSON.stringify(ready).length, noUpdateTTL: true });
      },
      () => recent.delete(key),
    );
  }
  return dashboard;
}

async function computeDashboard(filter: DashboardFilter, staff: Pick<Staff, "id" | "timeZone">, options: DashboardOptions): Promise<Dashboard> {
  const asOf = options.now ?? Date.now();
  // A year's bars (hundreds of wall-clock conversions) and its statement take tens of milliseconds
  // each to work out: each is a turn of its own, so the process's other requests go in between.
  await nextTurn();
  const period = dashboardPeriod(filter, asOf, staff.timeZone);
  await nextTurn();
  const q = dashboardStatements(filter, period, staff);
  await nextTurn();
  // First responses in business minutes, overall and per owner (the lead's current owner).
  const minutes = businessMinutesCounter(options.businessHours);
  const owners = new Map<string | null, { times: number[]; waiting: number }>();
  const owner = (id: string | null) => owners.get(id) ?? owners.set(id, { times: [], waiting: 0 }).get(id)!;
  const all: number[] = [];
  const at = (column: SummaryColumn) => SUMMARY_COLUMNS.indexOf(column) + 1;
  const [ownerAt, createdAt, answeredAt] = [at("owner_id"), at("created_at"), at("first_response_at")];
  // The summary's rows by part (the part, then SUMMARY_COLUMNS), taken batch by batch as they come.
  // The answered leads (one row each, tens of thousands in a year) become a number each at once:
  // kept as rows until the end, a year's of them grew the heap enough for the garbage collector to
  // stop the process for 30 to 50 ms at a time.
  const byPart = new Map<string, unknown[][]>();
  await reports.batches(q.summary, (batch) => {
    for (const values of batch) {
      const name = String(values[0]);
      if (name !== "answered") {
        (byPart.get(name) ?? byPart.set(name, []).get(name)!).push(values);
        continue;
      }
      const time = Math.max(0, minutes(Date.parse(values[createdAt] as string), Date.parse(values[answeredAt] as string)));
      owner(values[ownerAt] as string | null).times.push(time);
      all.push(time);
    }
  });
  // A part's rows as objects of the columns it fills.
  const partOf = (name: string) =>
    (byPart.get(name) ?? []).map((values) => {
      const row = { part: name } as SummaryRow;
      SUMMARY_COLUMNS.forEach((column, i) => {
        row[column] = values[i + 1];
      });
      return row;
    });
  const volumeRows = partOf("volume") as unknown as { bucket: number | string; source: string; leads: unknown }[];
  const funnelRows = partOf("funnel") as unknown as ({ source: string } & Record<
    "leads" | "contacted" | "qualified" | "won" | "lost" | "disqualified",
    unknown
  >)[];
  const waitingByOwnerRows = partOf("unanswered") as unknown as { owner_id: string | null; leads: unknown }[];
  const regionRows = partOf("regions") as unknown as { region: Region | null; leads: unknown }[];
  const cityRows = partOf("cities") as unknown as { city: string | null; leads: unknown }[];
  const languageRows = partOf("languages") as unknown as { language: "en" | "fr"; leads: unknown }[];
  const waitingRows = partOf("waiting") as unknown as {
    kind: Kind;
    id: number | string;
    name: string;
    company: string | null;
    created_at: string;
    owner_id: string | null;
  }[];
  const spamRows = partOf("spam").map((r) => ({ period: Number(r.bucket) === 0 ? "current" : "previous", reason: String(r.source), leads: r.leads }));
  const n = period.buckets.length;

  // The top sources of this period by leads (ties by name), the rest as "other".
  const bySource = new Map<string, SourceCount>();
  for (const r of volumeRows) {
    const entry = bySource.get(r.source) ?? { source: r.source, current: 0, previous: 0 };
    if (Number(r.bucket) < n) entry.current += count(r.leads);
    else entry.previous += count(r.leads);
    bySource.set(r.source, entry);
  }
  const ranked = [...bySource.values()].filter((s) => s.current > 0).sort((a, b) => b.current - a.current || a.source.localeCompare(b.source));
  // Five sources and "other", or six sources when there are only six.
  const top = (ranked.length > TOP_SOURCES + 1 ? ranked.slice(0, TOP_SOURCES) : ranked).map((s) => s.source);
  const named = (source: string) => (top.includes(source) ? source : OTHER);
  const sources = [...top, ...([...bySource.keys()].some((source) => !top.includes(source)) ? [OTHER] : [])];

  const buckets = period.buckets.map(() => ({ current: {} as Record<string, number>, currentTotal: 0, previousTotal: 0 }));
  for (const r of volumeRows) {
    const index = Number(r.bucket);
    if (index < n) {
      const bucket = buckets[index]!;
      const source = named(r.source);
      bucket.current[source] = (bucket.current[source] ?? 0) + count(r.leads);
      bucket.currentTotal += count(r.leads);
    } else buckets[index - n]!.previousTotal += count(r.leads);
  }
  const grouped = new Map<string, SourceCount>(sources.map((s) => [s, { source: s, current: 0, previous: 0 }]));
  for (const s of bySource.values()) {
    const entry = grouped.get(named(s.source))!;
    entry.current += s.current;
    entry.previous += s.previous;
  }
  const volumeTotal = { source: "all", current: buckets.reduce((t, b) => t + b.currentTotal, 0), previous: buckets.reduce((t, b) => t + b.previousTotal, 0) };

  const empty = (source: string): FunnelRow => ({ source, leads: 0, contacted: 0, qualified: 0, won: 0, lost: 0, disqualified: 0 });
  const funnel = new Map<string, FunnelRow>(sources.map((s) => [s, empty(s)]));
  const total = empty("all");
  for (const r of funnelRows) {
    const source = named(r.source);
    const row = funnel.get(source) ?? funnel.set(source, empty(source)).get(source)!;
    for (const key of ["leads", "contacted", "qualified", "won", "lost", "disqualified"] as const) {
      row[key] += count(r[key]);
      total[key] += count(r[key]);
    }
  }

  for (const r of waitingByOwnerRows) owner(r.owner_id).waiting += count(r.leads);
  const stats = (times: number[], waiting: number): Omit<ResponseStats, "ownerId"> => {
    // A typed array sorts numbers natively: several times faster over a year's answers.
    const sorted = Float64Array.from(times).sort();
    return { answered: sorted.length, waiting, median: percentile(sorted, 0.5), p90: percentile(sorted, 0.9) };
  };

  // Largest first, then by name (an unknown one, null, as "null").
  const descending = <K>(map: Map<K, number>): [K, number][] => [...map.entries()].sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0])));
  const counted = <K>(rows: { leads: unknown }[], key: (row: never) => K) =>
    descending(new Map(rows.map((r) => [key(r as never), count(r.leads)] as [K, number])));

  const spamReasons = new Map<string, number>();
  let spamPrevious = 0;
  for (const r of spamRows) {
    if (r.period === "current") sumInto(spamReasons, r.reason, count(r.leads));
    else spamPrevious += count(r.leads);
  }

  const demoRows = partOf("demos") as unknown as { source: string; leads: unknown }[];
  const meetingRows = (partOf("meetings") as unknown as { source: string; created_at: string; meeting: string }[]).map((r) => {
    const [status = "", rep = "", startsAt = ""] = r.meeting.split("|");
    return { source: named(r.source), rep: rep || null, status, hours: Math.max(0, (Date.parse(startsAt) - Date.parse(r.created_at)) / 3_600_000) };
  });
  const requestsBySource = new Map<string, number>();
  for (const r of demoRows) sumInto(requestsBySource, named(r.source), count(r.leads));
  const demoTotal = [...requestsBySource.values()].reduce((a, b) => a + b, 0);
  const meetingSources = [...new Set([...requestsBySource.keys(), ...meetingRows.map((r) => r.source)])];
  const reps = [...new Set(meetingRows.map((r) => r.rep))];

  return {
    asOf,
    period,
    meetings: {
      total: meetingStats(demoTotal, meetingRows),
      bySource: meetingSources.map((source) => ({
        source,
        ...meetingStats(
          requestsBySource.get(source) ?? 0,
          meetingRows.filter((r) => r.source === source),
        ),
      })),
      byRep: reps.map((repId) => {
        const rows = meetingRows.filter((r) => r.rep === repId);
        return { repId, ...meetingStats(rows.length, rows) };
      }),
    },
    sources,
    volume: { buckets, bySource: [...grouped.values()], total: volumeTotal },
    funnel: { rows: [...funnel.values()].filter((r) => r.leads > 0), total },
    responses: {
      overall: stats(
        all,
        [...owners.values()].reduce((t, o) => t + o.waiting, 0),
      ),
      byOwner: [...owners.entries()].map(([ownerId, o]) => ({ ownerId, ...stats(o.times, o.waiting) })),
    },
    geography: {
      regions: counted(regionRows, (r: { region: Region | null }) => r.region).map(([region, leads]) => ({ region, leads })),
      cities: counted(cityRows, (r: { city: string | null }) => r.city).map(([slug, leads]) => ({ slug, leads })),
      languages: counted(languageRows, (r: { language: "en" | "fr" }) => r.language).map(([language, leads]) => ({ language, leads })),
    },
    spam: {
      current: [...spamReasons.values()].reduce((t, v) => t + v, 0),
      previous: spamPrevious,
      byReason: descending(spamReasons).map(([reason, leads]) => ({ reason, leads })),
    },
    waiting: waitingRows.map((r) => ({ kind: r.kind, id: Number(r.id), name: r.name, company: r.company, createdAt: r.created_at, ownerId: r.owner_id })),
  };
}
