import "server-only";
import { analyticsStore, daySalt } from "@/db/analytics";
import { WEB_VITALS, type WebVital } from "@/db/enums";
import type { NewAnalyticsEvent } from "@/db/schema";
import { templateOf } from "@/lib/analytics/templates";
import { ratingOf } from "@/lib/analytics/vitals";
import { collector, type EventRow, type EventSink } from "@/lib/server/collector.mjs";

// What the collector (lib/server/collector.mjs, before Next) hands its flushes to: the day's salt and
// the analytics store (db/analytics.ts). Each row gains here what needs the house's knowledge: its
// page's template (lib/analytics/templates.ts) and a Web Vital's rating against Google's thresholds.
export function toStoredRow(row: EventRow): NewAnalyticsEvent {
  const vital = row.kind === "vital" && WEB_VITALS.includes(row.name as WebVital) ? (row.name as WebVital) : null;
  return { ...row, template: templateOf(row.path), rating: vital && row.value !== null ? ratingOf(vital, row.value) : null };
}

export const analyticsSink: EventSink = {
  salt: daySalt,
  insert: (rows) => analyticsStore.store(rows.map(toStoredRow)),
};

// At start (instrumentation.ts): the process's collector stores through the database from now on.
export function startCollector(): void {
  collector.setSink(analyticsSink);
}

// At shutdown: what the collector still holds, stored.
export const drainCollector = () => collector.drain();
