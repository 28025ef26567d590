// The workspace's analytics numbers (issue 51) on both engines equal what counting the stored events
// and leads straight gives: a few hundred random events over two months (a seeded generator), leads
// from the same landing pages, sources and campaigns, and the same numbers once the old days are read
// from the rollups instead of the raw events.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { analyticsStore } from "@/db/analytics";
import { analyticsEvents, contactMessages, demoRequests, meetings } from "@/db/schema";
import { toStoredRow } from "@/lib/analytics/collect";
import { articleTraffic, getConversion, getTraffic, getVitals, type AnalyticsFilter, type KeyedPair, type PageRow } from "@/lib/analytics/reports";
import { runAnalyticsSweep } from "@/lib/analytics/sweep";
import { dashboardPeriod } from "@/lib/leads/dashboard";
import type { EventRow } from "@/lib/server/collector.mjs";

const NOW = Date.parse("2026-11-25T17:00:00Z");
const reader = { timeZone: "America/Toronto" };
const filter: AnalyticsFilter = { period: "4weeks" };
const ARTICLE = "/blog/cost-per-sale-by-lead-source";
const PATHS = [
  "/",
  "/pricing",
  "/fr",
  "/fr/tarifs",
  ARTICLE,
  "/blog/agency-monthly-reports-dealer-clients",
  "/fr/blogue/analyse-cohortes-demandes-concessionnaires",
];
const SOURCES: [string | null, string | null, string | null][] = [
  [null, null, null],
  ["newsletter", null, "fall-promo"],
  [null, "google.com", null],
  ["linkedin", null, "dealers-q4"],
];

// mulberry32: the same events every run.
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(51);
const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;

let rows: ReturnType<typeof toStoredRow>[] = [];

beforeAll(async () => {
  const events: EventRow[] = [];
  for (let i = 0; i < 400; i++) {
    const at = new Date(NOW - Math.floor(next() * 60 * 24 * 60) * 60_000).toISOString();
    const visitor = `v${Math.floor(next() * 25)}-${at.slice(0, 10)}`;
    const path = pick(PATHS);
    const [utmSource, referrer, utmCampaign] = pick(SOURCES);
    const common = {
      at,
      visitor,
      path,
      language: path.startsWith("/fr") ? ("fr" as const) : ("en" as const),
      device: pick(["mobile", "tablet", "desktop"] as const),
    };
    const kind = pick(["view", "view", "view", "event", "vital"] as const);
    events.push({
      ...common,
      kind,
      name:
        kind === "view"
          ? null
          : kind === "event"
            ? pick(["cta_click", "demo_dialog_open", "demo_request_sent", "demo_call_scheduled", "roi_calculated"])
            : pick(["LCP", "INP", "CLS"]),
      browserLanguage: pick(["fr-CA", "en-CA", null]),
      referrer,
      utmSource,
      utmMedium: null,
      utmCampaign,
      value: kind === "vital" ? Math.round(next() * 5000) : null,
      target: kind === "vital" ? pick(["main>h1", "button.cta", null]) : null,
    });
  }
  rows = events.map(toStoredRow);
  await analyticsStore.store(rows);
  // Leads: their stored first touch, in the period and before it; one is spam.
  const lead = (at: string, landingPage: string, source: string | null, campaign: string | null, extra = {}) => ({
    name: "Sarah Tremblay",
    email: `${Math.floor(next() * 1e9)}@dealer.ca`,
    landingPage,
    firstUtmSource: source,
    firstUtmCampaign: campaign,
    createdAt: at,
    ...extra,
  });
  const demos = await getDb()
    .insert(demoRequests)
    .values([
      { ...lead("2026-11-20T15:00:00.000Z", "/?utm_source=newsletter&utm_campaign=fall-promo", "newsletter", "Fall-Promo"), company: "Maple Motors" },
      { ...lead("2026-11-21T15:00:00.000Z", `${ARTICLE}?ref=x`, null, null, { referrer: "https://www.google.com/search" }), company: "Laval Auto" },
      { ...lead("2026-11-22T15:00:00.000Z", "/fr/tarifs", "linkedin", "dealers-q4", { language: "fr" }), company: "Québec Autos" },
      { ...lead("2026-11-22T16:00:00.000Z", "/pricing", null, null, { isSpam: true, spamReason: "too-fast" }), company: "Spam Inc" },
      { ...lead("2026-09-01T15:00:00.000Z", "/pricing", null, null), company: "Before Motors" },
    ])
    .returning({ id: demoRequests.id });
  // Meetings: the newsletter's lead booked one, the LinkedIn lead's was cancelled, and the lead before
  // the period booked one (none of the period's).
  const meeting = (i: number, day: string, status: "booked" | "cancelled") => ({
    uid: `analytics-${i}@torque.test`,
    leadType: "demo" as const,
    leadId: demos[i]!.id,
    startsAt: `${day}T15:00:00.000Z`,
    endsAt: `${day}T15:30:00.000Z`,
    blockedUntil: `${day}T15:30:00.000Z`,
    timeZone: "America/Toronto",
    status,
  });
  await getDb()
    .insert(meetings)
    .values([meeting(0, "2026-11-25", "booked"), meeting(2, "2026-11-26", "cancelled"), meeting(4, "2026-09-03", "booked")]);
  await getDb()
    .insert(contactMessages)
    .values([{ ...lead("2026-11-23T15:00:00.000Z", "/pricing", null, null), subject: "Hi", message: "Hello", inquiryType: "general" }]);
});

const period = () => dashboardPeriod(filter, NOW, reader.timeZone);
const views = () => rows.filter((r) => r.kind === "view");
const inHalf = (at: string, half: 0 | 1) => {
  const p = period();
  return half === 0 ? at >= p.start && at < p.end : at >= p.previousStart && at < p.previousEnd;
};
const distinct = (list: { visitor: string }[]) => new Set(list.map((r) => r.visitor)).size;
const groupBy = <T>(list: T[], key: (item: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of list) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};
// Each visitor's first view from `from` on.
const firsts = (from: string, to: string) =>
  [
    ...groupBy(
      views().filter((r) => r.at >= from && r.at < to),
      (r) => r.visitor,
    ).values(),
  ].map((list) => list.sort((a, b) => a.at.localeCompare(b.at))[0]!);
const sourceOf = (r: { utmSource?: string | null; referrer?: string | null }) => r.utmSource ?? r.referrer ?? "direct";
const byKey = <T extends { key: string }>(list: T[]) => [...list].sort((a, b) => a.key.localeCompare(b.key));

function expectedPaged(column: (r: (typeof rows)[number]) => string): PageRow[] {
  const keys = new Set(
    views()
      .filter((r) => inHalf(r.at, 0) || inHalf(r.at, 1))
      .map(column),
  );
  return [...keys].map((key) => {
    const of = (half: 0 | 1) => views().filter((r) => column(r) === key && inHalf(r.at, half));
    return { key, views: { current: of(0).length, previous: of(1).length }, visitors: { current: distinct(of(0)), previous: distinct(of(1)) } };
  });
}
function expectedKeyed(column: (r: (typeof rows)[number]) => string | null | undefined): KeyedPair[] {
  const p = period();
  const entered = firsts(p.previousStart, p.end).filter((r) => column(r) !== null && column(r) !== undefined);
  const keys = new Set(entered.filter((r) => inHalf(r.at, 0) || inHalf(r.at, 1)).map((r) => column(r)!));
  return [...keys].map((key) => ({
    key,
    current: entered.filter((r) => column(r) === key && inHalf(r.at, 0)).length,
    previous: entered.filter((r) => column(r) === key && inHalf(r.at, 1)).length,
  }));
}

describe("the traffic screen's numbers", { timeout: 30_000 }, () => {
  it("equal the stored events counted straight", async () => {
    const traffic = await getTraffic(filter, reader, { now: NOW });
    const current = views().filter((r) => inHalf(r.at, 0));
    const previous = views().filter((r) => inHalf(r.at, 1));
    expect(current.length).toBeGreaterThan(50);
    expect(traffic.views).toEqual({ current: current.length, previous: previous.length });
    expect(traffic.visitors).toEqual({ current: distinct(current), previous: distinct(previous) });
    expect(traffic.bars.reduce((t, b) => t + b.views.current, 0)).toBe(current.length);
    expect(traffic.bars.reduce((t, b) => t + b.visitors.current, 0)).toBe(
      [...groupBy(current, (r) => String(period().buckets.findIndex((b) => r.at >= b.start && r.at < b.end))).values()].reduce((t, l) => t + distinct(l), 0),
    );
    expect(byKey(traffic.pages)).toEqual(byKey(expectedPaged((r) => r.path)));
    expect(byKey(traffic.languages)).toEqual(byKey(expectedPaged((r) => r.language)));
    expect(byKey(traffic.devices)).toEqual(byKey(expectedPaged((r) => r.device)));
    expect(byKey(traffic.entries)).toEqual(byKey(expectedKeyed((r) => r.path)));
    expect(byKey(traffic.sources)).toEqual(byKey(expectedKeyed(sourceOf)));
    expect(byKey(traffic.campaigns)).toEqual(byKey(expectedKeyed((r) => r.utmCampaign)));
  });

  it("narrow by language and device", async () => {
    const traffic = await getTraffic({ ...filter, language: "fr", device: "mobile" }, reader, { now: NOW });
    const current = views().filter((r) => inHalf(r.at, 0) && r.language === "fr" && r.device === "mobile");
    expect(traffic.views.current).toBe(current.length);
    expect(traffic.visitors.current).toBe(distinct(current));
  });

  it("stay the same once the old days come from the rollups", async () => {
    const old: AnalyticsFilter = { period: "custom", from: "2026-10-01", to: "2026-10-20" };
    const utc = { timeZone: "UTC" };
    const raw = await getTraffic(old, utc, { now: NOW });
    expect(raw.views.current).toBeGreaterThan(10);
    const later = NOW + 120 * 24 * 60 * 60_000;
    const [before] = await getDb().select({ at: analyticsEvents.at }).from(analyticsEvents).orderBy(analyticsEvents.at).limit(1);
    await runAnalyticsSweep({ now: later, force: true });
    try {
      const [after] = await getDb().select({ at: analyticsEvents.at }).from(analyticsEvents).orderBy(analyticsEvents.at).limit(1);
      expect(before).toBeDefined();
      expect(after).toBeUndefined();
      const rolled = await getTraffic(old, utc, { now: later });
      // The browser's languages are not rolled up.
      expect({ ...rolled, asOf: 0, browserLanguages: [] }).toEqual({ ...raw, asOf: 0, browserLanguages: [] });
    } finally {
      // The raw events back, for the other tests.
      await analyticsStore.store(rows);
    }
  });
});

describe("the conversion screen's numbers", () => {
  it("join this period's entries, sources, campaigns and languages with the leads' stored first touch", async () => {
    const conversion = await getConversion(filter, reader, { now: NOW });
    const p = period();
    const entered = firsts(p.start, p.end);
    const row = <T extends { key: string }>(list: T[], key: string) => list.find((r) => r.key === key);
    expect(row(conversion.landingPages, "/")).toMatchObject({ visitors: entered.filter((r) => r.path === "/").length, demos: 1, contacts: 0, meetings: 1 });
    expect(row(conversion.landingPages, "/pricing")).toMatchObject({ visitors: entered.filter((r) => r.path === "/pricing").length, demos: 0, contacts: 1 });
    expect(row(conversion.landingPages, ARTICLE)).toMatchObject({ demos: 1 });
    const newsletter = entered.filter((r) => sourceOf(r) === "newsletter").length;
    expect(row(conversion.sources, "newsletter")).toEqual({
      key: "newsletter",
      visitors: newsletter,
      demos: 1,
      contacts: 0,
      meetings: 1,
      rate: newsletter ? 1 / newsletter : null,
    });
    expect(row(conversion.sources, "google.com")).toMatchObject({ demos: 1, meetings: 0 });
    // A cancelled meeting is not counted.
    expect(row(conversion.campaigns, "dealers-q4")).toMatchObject({ demos: 1, meetings: 0 });
    expect(row(conversion.campaigns, "fall-promo")).toMatchObject({ visitors: entered.filter((r) => r.utmCampaign === "fall-promo").length, demos: 1 });
    const frViews = views().filter((r) => inHalf(r.at, 0) && r.language === "fr");
    expect(row(conversion.languages, "fr")).toMatchObject({ visitors: distinct(frViews), demos: 1 });
    const articleViews = views().filter((r) => inHalf(r.at, 0) && r.path === ARTICLE);
    expect(row(conversion.articles, ARTICLE)).toMatchObject({ views: articleViews.length, visitors: distinct(articleViews), demos: 1 });
    expect(row(conversion.articles, ARTICLE)?.title).toMatch(/^Cost per Sale by Lead Source/);
    const stage = (name: string) => distinct(rows.filter((r) => r.kind === "event" && r.name === name && inHalf(r.at, 0)));
    expect(conversion.funnel).toEqual({
      viewed: distinct(views().filter((r) => inHalf(r.at, 0))),
      clicked: stage("cta_click"),
      opened: stage("demo_dialog_open"),
      sent: stage("demo_request_sent"),
      booked: stage("demo_call_scheduled"),
      stored: 3,
      meetings: 1,
    });
  });

  it("give each article its last 30 days' views and the leads that landed on it", async () => {
    const traffic = await articleTraffic(NOW);
    const since = new Date(NOW - 30 * 24 * 60 * 60_000).toISOString();
    expect(traffic.get(ARTICLE)).toEqual({ views: views().filter((r) => r.path === ARTICLE && r.at >= since).length, leads: 1 });
  });
});

describe("the Web Vitals screen's numbers", () => {
  it("give each template's p75 at rank ceil(0.75 n) and the share of each rating", async () => {
    const vitals = await getVitals(filter, reader, { now: NOW });
    const current = rows.filter((r) => r.kind === "vital" && inHalf(r.at, 0));
    const expected = [...groupBy(current, (r) => `${r.template} ${r.name}`).values()].map((list) => {
      const values = list.map((r) => r.value!).sort((a, b) => a - b);
      const rating = (name: string) => list.filter((r) => r.rating === name).length;
      return {
        template: list[0]!.template,
        name: list[0]!.name,
        samples: list.length,
        p75: values[Math.ceil(0.75 * values.length) - 1],
        good: rating("good"),
        needsImprovement: rating("needs-improvement"),
        poor: rating("poor"),
        target: undefined,
      };
    });
    expect(vitals.length).toBeGreaterThan(3);
    const key = (v: { template: string; name?: string | null }) => `${v.template} ${v.name}`;
    expect(vitals.map((v) => ({ ...v, target: undefined })).sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
      expected.sort((a, b) => key(a).localeCompare(key(b))),
    );
  });
});
