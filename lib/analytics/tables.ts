import type { Conversion, ConversionRow, KeyedPair, PageRow, Traffic, VitalRow } from "@/lib/analytics/reports";

// Every table of the analytics screens, as its CSV (/staff/downloads/analytics?table=...) gives it: the
// screen it comes from, its columns (keys of the staff catalogue's analytics.columns) and its rows, the
// figures as numbers (a spreadsheet's to format), keys as stored.
export const ANALYTICS_TABLES = [
  "days",
  "pages",
  "entries",
  "sources",
  "campaigns",
  "languages",
  "browserLanguages",
  "devices",
  "funnel",
  "landingPages",
  "conversionSources",
  "conversionCampaigns",
  "conversionLanguages",
  "articles",
  "vitals",
] as const;
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];

export const screenOf = (table: AnalyticsTable): "traffic" | "conversion" | "vitals" =>
  table === "vitals" ? "vitals" : ANALYTICS_TABLES.indexOf(table) >= ANALYTICS_TABLES.indexOf("funnel") ? "conversion" : "traffic";

type Cell = string | number | null;
export interface TableData {
  columns: string[];
  rows: Cell[][];
}

const keyed = (rows: KeyedPair[]): TableData => ({ columns: ["key", "visitors", "previousVisitors"], rows: rows.map((r) => [r.key, r.current, r.previous]) });
const paged = (rows: PageRow[]): TableData => ({
  columns: ["key", "views", "visitors", "previousViews", "previousVisitors"],
  rows: rows.map((r) => [r.key, r.views.current, r.visitors.current, r.views.previous, r.visitors.previous]),
});
const converted = (rows: ConversionRow[], article = false): TableData => ({
  columns: [...(article ? ["title"] : []), "key", ...(article ? ["views"] : []), "visitors", "demos", "contacts", "meetings", "rate"],
  rows: rows.map((r) => [
    ...(article ? [r.title ?? null] : []),
    r.key,
    ...(article ? [r.views ?? 0] : []),
    r.visitors,
    r.demos,
    r.contacts,
    r.meetings,
    r.rate,
  ]),
});

export function trafficTable(table: AnalyticsTable, traffic: Traffic): TableData {
  switch (table) {
    case "days":
      return {
        columns: ["day", "visitors", "views", "previousVisitors", "previousViews"],
        rows: traffic.bars.map((b, i) => [traffic.period.buckets[i]!.date, b.visitors.current, b.views.current, b.visitors.previous, b.views.previous]),
      };
    case "pages":
    case "languages":
    case "devices":
      return paged(traffic[table]);
    case "entries":
    case "sources":
    case "campaigns":
    case "browserLanguages":
      return keyed(traffic[table]);
    default:
      return { columns: [], rows: [] };
  }
}

export function conversionTable(table: AnalyticsTable, conversion: Conversion): TableData {
  const f = conversion.funnel;
  switch (table) {
    case "funnel":
      // Each line says what it counts: the funnel's visitors, then the leads and meetings stored.
      return {
        columns: ["key", "count"],
        rows: [
          ["viewed_visitors", f.viewed],
          ["clicked_visitors", f.clicked],
          ["opened_visitors", f.opened],
          ["sent_visitors", f.sent],
          ["booked_visitors", f.booked],
          ["demo_requests_stored", f.stored],
          ["meetings_booked", f.meetings],
        ],
      };
    case "landingPages":
      return converted(conversion.landingPages);
    case "conversionSources":
      return converted(conversion.sources);
    case "conversionCampaigns":
      return converted(conversion.campaigns);
    case "conversionLanguages":
      return converted(conversion.languages);
    case "articles":
      return converted(conversion.articles, true);
    default:
      return { columns: [], rows: [] };
  }
}

export const vitalsTable = (vitals: VitalRow[]): TableData => ({
  columns: ["template", "metric", "p75", "good", "needsImprovement", "poor", "samples", "target"],
  rows: vitals.map((v) => [v.template, v.name, v.p75, v.good, v.needsImprovement, v.poor, v.samples, v.target]),
});
