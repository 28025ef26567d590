// The raw analytics events' upkeep (issue 51) on both engines: past 90 days they are rolled up by hour
// and by day, then deleted (on PostgreSQL a month wholly past is dropped as a partition); the run is
// claimed by one instance at a time.
import { beforeAll, describe, expect, it } from "vitest";
import { engine, getDb } from "@/db";
import { analyticsStore } from "@/db/analytics";
import { dialect } from "@/db/dialect";
import { analyticsEvents, analyticsRollups, type NewAnalyticsEvent } from "@/db/schema";
import { sql } from "drizzle-orm";
import { rawCutoff, runAnalyticsSweep } from "@/lib/analytics/sweep";

const NOW = Date.parse("2026-11-25T15:00:00Z");
const row = (at: string, visitor: string, extra: Partial<NewAnalyticsEvent> = {}): NewAnalyticsEvent => ({
  at,
  visitor,
  kind: "view",
  path: "/pricing",
  template: "/pricing",
  language: "en",
  device: "mobile",
  ...extra,
});

const partitions = async () =>
  (
    (await dialect.rows(
      sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent where p.relname = 'analytics_events'`,
    )) as { name: string }[]
  ).map((r) => r.name);

beforeAll(async () => {
  await analyticsStore.prepare(Date.parse("2026-07-10T00:00:00Z"));
  await analyticsStore.prepare(Date.parse("2026-08-20T00:00:00Z"));
  await analyticsStore.store([
    // 10 July: two visitors; one came from a campaign, read two pages and clicked a call to action.
    row("2026-07-10T09:05:00.000Z", "a", { path: "/", utmSource: "newsletter", utmCampaign: "summer" }),
    row("2026-07-10T09:07:00.000Z", "a", { path: "/pricing", utmSource: "newsletter", utmCampaign: "summer" }),
    row("2026-07-10T09:08:00.000Z", "a", { kind: "event", name: "cta_click", path: "/pricing" }),
    row("2026-07-10T14:00:00.000Z", "b", { path: "/fr/tarifs", language: "fr", device: "desktop", referrer: "google.com" }),
    // 20 August: past the 90 days too, in a month that is not wholly past.
    row("2026-08-20T10:00:00.000Z", "c"),
    // Within the 90 days: kept raw.
    row("2026-11-24T10:00:00.000Z", "d"),
  ]);
});

describe("the analytics sweep", () => {
  it("rolls the events past 90 days up by hour and by day, then deletes them", async () => {
    const result = await runAnalyticsSweep({ now: NOW, force: true });
    expect(result).toMatchObject({ cutoff: "2026-08-27T00:00:00.000Z" });
    expect(rawCutoff(NOW)).toBe("2026-08-27T00:00:00.000Z");
    const rollups = await getDb()
      .select({
        period: analyticsRollups.period,
        start: analyticsRollups.start,
        dimension: analyticsRollups.dimension,
        value: analyticsRollups.value,
        views: analyticsRollups.views,
        visitors: analyticsRollups.visitors,
        events: analyticsRollups.events,
      })
      .from(analyticsRollups)
      .orderBy(analyticsRollups.period, analyticsRollups.start, analyticsRollups.dimension, analyticsRollups.value);
    const day = (start: string) =>
      rollups
        .filter((r) => r.period === "day" && r.start === `${start}T00:00:00.000Z`)
        .map(({ dimension, value, views, visitors, events }) => [dimension, value, views, visitors, events]);
    expect(day("2026-07-10")).toEqual([
      ["campaign", "summer", 0, 1, 0],
      ["device", "desktop", 1, 1, 0],
      ["device", "mobile", 2, 1, 0],
      ["entry", "/", 0, 1, 0],
      ["entry", "/fr/tarifs", 0, 1, 0],
      ["event", "cta_click", 0, 1, 1],
      ["language", "en", 2, 1, 0],
      ["language", "fr", 1, 1, 0],
      ["page", "/", 1, 1, 0],
      ["page", "/fr/tarifs", 1, 1, 0],
      ["page", "/pricing", 1, 1, 0],
      ["source", "google.com", 0, 1, 0],
      ["source", "newsletter", 0, 1, 0],
      ["total", "", 3, 2, 1],
    ]);
    const hours = rollups.filter((r) => r.period === "hour").map((r) => [r.start, r.views, r.visitors, r.events]);
    expect(hours).toEqual([
      ["2026-07-10T09:00:00.000Z", 2, 1, 1],
      ["2026-07-10T14:00:00.000Z", 1, 1, 0],
      ["2026-08-20T10:00:00.000Z", 1, 1, 0],
    ]);
    const raw = await getDb().select({ at: analyticsEvents.at }).from(analyticsEvents);
    expect(raw.map((r) => r.at)).toEqual(["2026-11-24T10:00:00.000Z"]);
    if (engine() === "postgres") {
      const names = await partitions();
      expect(names).not.toContain("analytics_events_2026_07");
      expect(names).toContain("analytics_events_2026_08");
      expect(names).toContain("analytics_events_2026_11");
      expect(names).toContain("analytics_events_2026_12");
    }
  });

  it("adds nothing the second time, and is not run again within the hour unless forced", async () => {
    const before = (await getDb().select().from(analyticsRollups)).length;
    expect(await runAnalyticsSweep({ now: NOW + 60_000 })).toBeNull();
    expect(await runAnalyticsSweep({ now: NOW + 61 * 60_000 })).toMatchObject({ rolledUp: 0, deleted: 0 });
    expect((await getDb().select().from(analyticsRollups)).length).toBe(before);
  });
});
