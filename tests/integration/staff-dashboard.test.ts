// The sales dashboard's numbers on both engines, against a fixture whose counts, funnel, response
// times and groupings are worked out by hand below. "Now" is Wednesday 25 November 2026, 12:00 in
// Toronto (17:00 UTC); the reader and the office are in Toronto, Mon-Fri 09:00-17:00, Ontario.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { contactMessages, demoRequests, leadEvents } from "@/db/schema";
import { dashboardFilterSchema, dashboardPeriod, getDashboard, OTHER, percentile, TOP_SOURCES, type Dashboard } from "@/lib/leads/dashboard";
import { sourceOf } from "@/lib/leads/format";
import { findMemberByEmail, addMember } from "@/lib/staff/team";

const NOW = Date.parse("2026-11-25T17:00:00Z");
const office = { timeZone: "America/Toronto", hours: "Mon-Fri 09:00-17:00", province: "ON" as const };
// Toronto is UTC-5 in late November.
const est = (local: string) => new Date(`${local}-05:00`).toISOString();

let ownerA: string;
let ownerB: string;

type Lead = {
  kind?: "demo" | "contact";
  at: string;
  source?: string | null;
  referrer?: string | null;
  phone?: string | null;
  landing?: string | null;
  language?: "en" | "fr";
  status?: "new" | "contacted" | "qualified" | "won" | "lost" | "disqualified";
  owner?: "A" | "B" | null;
  spam?: string;
  // [local time, action, actor, new status]
  events?: [string, "status" | "note" | "owner", "A" | "B" | null, string?][];
};

// Stores a lead and its history straight in the database; answers its id.
async function lead(name: string, l: Lead): Promise<number> {
  const kind = l.kind ?? "demo";
  const owner = l.owner === "A" ? ownerA : l.owner === "B" ? ownerB : null;
  const common = {
    name,
    email: `${name.toLowerCase()}@dealer.ca`,
    phone: l.phone ?? null,
    referrer: l.referrer ?? null,
    landingPage: l.landing ?? null,
    firstUtmSource: l.source ?? null,
    language: l.language ?? "en",
    status: l.status ?? "new",
    ownerId: owner,
    isSpam: Boolean(l.spam),
    spamReason: l.spam ?? null,
    createdAt: est(l.at),
  };
  const [row] =
    kind === "demo"
      ? await getDb()
          .insert(demoRequests)
          .values({ ...common, company: `${name} Motors` })
          .returning({ id: demoRequests.id })
      : await getDb()
          .insert(contactMessages)
          .values({ ...common, subject: "Hello", message: "Hi", inquiryType: "general" })
          .returning({ id: contactMessages.id });
  for (const [at, action, actor, to] of l.events ?? []) {
    const actorId = actor === "A" ? ownerA : actor === "B" ? ownerB : null;
    await getDb()
      .insert(leadEvents)
      .values({
        leadType: kind,
        leadId: row!.id,
        actorId,
        actorEmail: actorId ? `${actor}@torqueanalytics.ca` : null,
        action,
        detail: JSON.stringify(to ? { to } : { text: "x" }),
        toStatus: action === "status" ? (to as Lead["status"]) : null,
        createdAt: est(at),
      });
  }
  return row!.id;
}

const ids: Record<string, number> = {};

beforeAll(async () => {
  for (const [email, name] of [
    ["ada.owner@torqueanalytics.ca", "Ada"],
    ["ben.owner@torqueanalytics.ca", "Ben"],
  ]) {
    await addMember({ id: null, email: "test" }, { email: email!, name: name!, role: "sales" });
  }
  ownerA = (await findMemberByEmail("ada.owner@torqueanalytics.ca")).id;
  ownerB = (await findMemberByEmail("ben.owner@torqueanalytics.ca")).id;

  // This week (Monday 23 to now).
  ids.L1 = await lead("L1", {
    at: "2026-11-23T10:00:00",
    source: "google",
    phone: "+1 (416) 555-0101",
    landing: "/automotive-advertising-dashboard/toronto?utm_source=google",
    owner: "A",
    status: "won",
    events: [
      ["2026-11-23T10:30:00", "status", "A", "contacted"],
      ["2026-11-24T11:00:00", "status", "A", "qualified"],
      ["2026-11-25T10:00:00", "status", "A", "won"],
    ],
  });
  ids.L2 = await lead("L2", {
    at: "2026-11-23T16:30:00",
    source: "google",
    phone: "514-555-0102",
    landing: "/fr/tableau-de-bord-publicite-automobile/montreal",
    language: "fr",
    owner: "A",
    status: "lost",
    events: [
      ["2026-11-24T09:15:00", "note", "A"],
      ["2026-11-24T10:00:00", "status", "A", "contacted"],
      ["2026-11-24T15:00:00", "status", "A", "lost"],
    ],
  });
  ids.L3 = await lead("L3", {
    at: "2026-11-24T20:00:00",
    referrer: "https://www.bing.com/search?q=dealer+analytics",
    phone: "604.555.0103",
    landing: "/",
    owner: "B",
    status: "contacted",
    events: [["2026-11-25T09:30:00", "status", "B", "contacted"]],
  });
  ids.L4 = await lead("L4", { kind: "contact", at: "2026-11-25T08:00:00", source: "Newsletter", owner: "B" });
  ids.L5 = await lead("L5", {
    at: "2026-11-24T11:00:00",
    phone: "+44 20 7946 0958",
    status: "disqualified",
    events: [["2026-11-24T11:05:00", "status", "A", "disqualified"]],
  });
  ids.L6 = await lead("L6", {
    at: "2026-11-25T09:00:00",
    source: "facebook",
    phone: "1-902-555-0106",
    landing: "/automotive-advertising-dashboard/halifax",
    language: "fr",
    owner: "A",
    status: "won",
    events: [["2026-11-25T11:00:00", "status", "A", "won"]],
  });
  ids.L7 = await lead("L7", { at: "2026-11-23T12:00:00", source: "google", spam: "honeypot" });
  ids.L13 = await lead("L13", {
    at: "2026-11-24T13:00:00",
    source: "google",
    phone: "416 555 0113",
    owner: "B",
    events: [
      ["2026-11-24T13:10:00", "status", "B", "contacted"],
      ["2026-11-24T14:00:00", "status", "B", "new"],
    ],
  });
  // Assigned, and a note by the site itself: neither is an answer from a person.
  ids.L14 = await lead("L14", {
    at: "2026-11-25T10:00:00",
    source: "google",
    owner: "A",
    events: [
      ["2026-11-25T10:05:00", "owner", "A"],
      ["2026-11-25T10:06:00", "note", null],
    ],
  });
  // Qualified with no history at all (its status set some other way): reached by its current status.
  ids.L15 = await lead("L15", {
    at: "2026-11-24T15:00:00",
    source: "bing",
    phone: "(403) 555-0115",
    landing: "/automotive-advertising-dashboard/calgary",
    owner: "B",
    status: "qualified",
  });
  // Last week up to Wednesday noon: the period compared with.
  ids.L8 = await lead("L8", { at: "2026-11-16T10:00:00", source: "google" });
  ids.L9 = await lead("L9", { kind: "contact", at: "2026-11-17T09:00:00", source: "facebook" });
  ids.L12 = await lead("L12", { at: "2026-11-17T10:00:00", source: "google", spam: "too-fast" });
  // Last week after Wednesday noon, and the week before: in neither period.
  await lead("L10", { at: "2026-11-18T13:00:00", source: "google" });
  await lead("L11", { at: "2026-11-19T09:00:00", source: "google" });
  await lead("L0", { at: "2026-11-09T09:00:00", source: "google" });
});

const me = () => ({ id: ownerA, timeZone: "America/Toronto" });
const dashboard = (query: Record<string, string> = {}, staff = me()): Promise<Dashboard> =>
  getDashboard(dashboardFilterSchema.parse({ period: "week", ...query }), staff, { now: NOW, businessHours: office });

describe("the dashboard, this week", () => {
  it("counts leads per day by first-touch source, spam left out, against last week to the same hour", async () => {
    const d = await dashboard();
    expect(d.period.buckets.map((b) => [b.date, b.unit])).toEqual([
      ["2026-11-23", "day"],
      ["2026-11-24", "day"],
      ["2026-11-25", "day"],
    ]);
    expect([d.period.start, d.period.end, d.period.previousStart, d.period.previousEnd]).toEqual([
      "2026-11-23T05:00:00.000Z",
      "2026-11-25T17:00:00.000Z",
      "2026-11-16T05:00:00.000Z",
      "2026-11-18T17:00:00.000Z",
    ]);
    // google 4, then one each, by name: bing (L15's UTM source), bing.com (L3's referrer), direct,
    // facebook, newsletter (L4's "Newsletter", lowercased). Six sources: no "other".
    expect(d.sources).toEqual(["google", "bing", "bing.com", "direct", "facebook", "newsletter"]);
    expect(d.volume.buckets).toEqual([
      { current: { google: 2 }, currentTotal: 2, previousTotal: 1 },
      { current: { bing: 1, "bing.com": 1, direct: 1, google: 1 }, currentTotal: 4, previousTotal: 1 },
      { current: { facebook: 1, google: 1, newsletter: 1 }, currentTotal: 3, previousTotal: 0 },
    ]);
    expect(d.volume.total).toEqual({ source: "all", current: 9, previous: 2 });
    expect(d.volume.bySource).toEqual([
      { source: "google", current: 4, previous: 1 },
      { source: "bing", current: 1, previous: 0 },
      { source: "bing.com", current: 1, previous: 0 },
      { source: "direct", current: 1, previous: 0 },
      { source: "facebook", current: 1, previous: 1 },
      { source: "newsletter", current: 1, previous: 0 },
    ]);
  });

  it("counts the stages each lead reached by its history or its current status", async () => {
    const { funnel } = await dashboard();
    expect(funnel.total).toEqual({ source: "all", leads: 9, contacted: 6, qualified: 3, won: 2, lost: 1, disqualified: 1 });
    const by = Object.fromEntries(funnel.rows.map((r) => [r.source, r]));
    // L1 won by way of contacted and qualified; L2 contacted then lost; L13 contacted, then reopened as new; L14 untouched.
    expect(by.google).toEqual({ source: "google", leads: 4, contacted: 3, qualified: 1, won: 1, lost: 1, disqualified: 0 });
    // L15 qualified with no history; L3 contacted.
    expect(by.bing).toEqual({ source: "bing", leads: 1, contacted: 1, qualified: 1, won: 0, lost: 0, disqualified: 0 });
    expect(by["bing.com"]).toEqual({ source: "bing.com", leads: 1, contacted: 1, qualified: 0, won: 0, lost: 0, disqualified: 0 });
    // L6 went straight to won: it reached contacted and qualified too.
    expect(by.facebook).toEqual({ source: "facebook", leads: 1, contacted: 1, qualified: 1, won: 1, lost: 0, disqualified: 0 });
    expect(by.direct).toMatchObject({ leads: 1, contacted: 0, disqualified: 1 });
    expect(by.newsletter).toMatchObject({ leads: 1, contacted: 0 });
  });

  it("measures first responses in business minutes, overall and per owner", async () => {
    const { responses } = await dashboard();
    // L5 5, L13 10, L1 30, L3 30 (20:00 → 09:30 next day), L2 45 (16:30 → 09:15 next day), L6 120.
    expect(responses.overall).toEqual({ answered: 6, waiting: 3, median: 30, p90: 82.5 });
    const by = new Map(responses.byOwner.map((o) => [o.ownerId, o]));
    expect(by.get(ownerA)).toEqual({ ownerId: ownerA, answered: 3, waiting: 1, median: 45, p90: 105 });
    expect(by.get(ownerB)).toEqual({ ownerId: ownerB, answered: 2, waiting: 2, median: 20, p90: 28 });
    expect(by.get(null)).toEqual({ ownerId: null, answered: 1, waiting: 0, median: 5, p90: 5 });
  });

  it("places leads by phone area code and city landing page, and counts them by language", async () => {
    const { geography } = await dashboard();
    expect(geography.regions).toEqual([
      { region: null, leads: 3 },
      { region: "ON", leads: 2 },
      { region: "AB", leads: 1 },
      { region: "BC", leads: 1 },
      { region: "NS-PE", leads: 1 },
      { region: "QC", leads: 1 },
    ]);
    expect(geography.cities).toEqual([
      { slug: null, leads: 6 },
      { slug: "calgary", leads: 1 },
      { slug: "montreal", leads: 1 },
      { slug: "toronto", leads: 1 },
    ]);
    expect(geography.languages).toEqual([
      { language: "en", leads: 7 },
      { language: "fr", leads: 2 },
    ]);
  });

  it("counts spam in both periods, and lists the unanswered leads oldest first", async () => {
    const d = await dashboard();
    expect(d.spam).toEqual({ current: 1, previous: 1, byReason: [{ reason: "honeypot", leads: 1 }] });
    expect(d.waiting.map((w) => [w.name, w.kind, w.id])).toEqual([
      ["L15", "demo", ids.L15],
      ["L4", "contact", ids.L4],
      ["L14", "demo", ids.L14],
    ]);
  });

  it("filters by owner, language and kind", async () => {
    expect((await dashboard({ owner: "me" })).volume.total.current).toBe(4);
    expect((await dashboard({ owner: ownerB })).funnel.total).toMatchObject({ leads: 4, contacted: 3, qualified: 1 });
    expect((await dashboard({ owner: "none" })).volume.total.current).toBe(1);
    const french = await dashboard({ language: "fr" });
    expect(french.volume.total.current).toBe(2);
    expect(french.responses.overall).toMatchObject({ answered: 2, median: 82.5 });
    const contact = await dashboard({ kind: "contact" });
    expect(contact.volume.total).toEqual({ source: "all", current: 1, previous: 1 });
    expect(contact.waiting.map((w) => w.name)).toEqual(["L4"]);
  });

  it("keeps the five biggest sources and groups the rest as other", async () => {
    const extra = ["alpha", "beta", "gamma", "delta"];
    for (const [i, source] of extra.entries()) await lead(`X${i}`, { at: "2026-11-25T11:00:00", source, owner: "B" });
    const d = await dashboard({ owner: ownerB });
    // Ben's eight leads, one per source, by name: alpha, beta, bing (L15), bing.com (L3), delta,
    // then gamma, google (L13, contacted) and newsletter (L4) as other.
    expect(d.sources).toEqual(["alpha", "beta", "bing", "bing.com", "delta", OTHER]);
    expect(d.sources.length).toBe(TOP_SOURCES + 1);
    expect(d.volume.bySource.find((s) => s.source === OTHER)).toEqual({ source: OTHER, current: 3, previous: 0 });
    expect(d.funnel.rows.find((r) => r.source === OTHER)).toMatchObject({ leads: 3, contacted: 1 });
  });
});

describe("the periods", () => {
  it("compares the last four weeks with the four before, in weekly bars from Monday", () => {
    const p = dashboardPeriod({ period: "4weeks" }, NOW, "America/Toronto");
    expect(p.buckets.map((b) => b.date)).toEqual(["2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23"]);
    expect([p.firstDay, p.lastDay, p.previousFirstDay, p.previousLastDay]).toEqual(["2026-11-02", "2026-11-25", "2026-10-05", "2026-10-28"]);
    // Weeks start at local midnight: EST from 2 November, EDT in October.
    expect(p.buckets[0]!.start).toBe("2026-11-02T05:00:00.000Z");
    expect(p.buckets[0]!.previousStart).toBe("2026-10-05T04:00:00.000Z");
    expect(p.buckets.at(-1)!.end).toBe("2026-11-25T17:00:00.000Z");
  });

  it("compares this quarter so far with as many days of the last one, never overlapping", () => {
    const p = dashboardPeriod({ period: "quarter" }, NOW, "America/Toronto");
    expect([p.firstDay, p.previousFirstDay, p.previousLastDay]).toEqual(["2026-10-01", "2026-07-01", "2026-08-25"]);
    // A Thursday start: the first bar runs to Monday 5 October.
    expect(p.buckets.slice(0, 2).map((b) => b.date)).toEqual(["2026-10-01", "2026-10-05"]);
    // 30 June, 92 days into Q2: Q1 has 90 days, so the comparison stops at 1 April.
    const june = dashboardPeriod({ period: "quarter" }, Date.parse("2026-06-30T20:00:00Z"), "America/Toronto");
    expect(june.previousEnd).toBe(june.start);
  });

  it("takes a custom range in the reader's zone, in days up to two weeks and weeks beyond", () => {
    const short = dashboardPeriod({ period: "custom", from: "2026-11-02", to: "2026-11-08" }, NOW, "America/Vancouver");
    expect(short.buckets.length).toBe(7);
    // Midnight in Vancouver, on Pacific daylight time all year since March 2026 (tzdata 2026c).
    expect(short.start).toBe("2026-11-02T07:00:00.000Z");
    expect(short.end).toBe("2026-11-09T07:00:00.000Z");
    expect(short.previousFirstDay).toBe("2026-10-26");
    const long = dashboardPeriod({ period: "custom", from: "2026-09-01", to: "2026-11-30" }, NOW, "America/Toronto");
    expect(long.buckets[0]!.unit).toBe("week");
    // A range that runs past now stops at now.
    expect(long.end).toBe("2026-11-25T17:00:00.000Z");
  });

  it("refuses a custom range without dates, backwards, or over a year", () => {
    const issues = (query: Record<string, string>) => dashboardFilterSchema.safeParse(query).error?.issues.map((i) => i.message);
    expect(issues({ period: "custom" })).toEqual(["customNeedsDates"]);
    expect(issues({ period: "custom", from: "2026-11-10", to: "2026-11-01" })).toEqual(["toBeforeFrom"]);
    expect(issues({ period: "custom", from: "2025-01-01", to: "2026-11-01" })).toEqual(["periodTooLong"]);
    expect(issues({ period: "custom", from: "2026-02-30", to: "2026-03-01" })).toEqual(["badDate"]);
    expect(issues({ period: "decade" })).toEqual(["choosePeriod"]);
  });
});

describe("the SQL source", () => {
  it("names a lead's source as the inbox does", async () => {
    const referrers = [
      "https://www.google.com/search?q=a",
      "http://Example.ca:8080/x",
      "https://news.ycombinator.com",
      "not a url",
      "android-app://com.google.android.gm/#frag",
    ];
    for (const [i, referrer] of referrers.entries()) await lead(`R${i}`, { at: "2026-11-20T10:00:00", referrer });
    await lead("R9", { at: "2026-11-20T11:00:00", source: "LinkedIn", referrer: "https://www.linkedin.com/" });
    const d = await getDashboard(dashboardFilterSchema.parse({ period: "custom", from: "2026-11-20", to: "2026-11-20" }), me(), {
      now: NOW,
      businessHours: office,
    });
    const expected = [...referrers.map((r) => sourceOf(null, r)), sourceOf("LinkedIn", null)].sort();
    expect(d.funnel.rows.map((r) => r.source).sort()).toEqual(expected);
    expect(expected).toContain("referral");
  });
});

describe("percentiles", () => {
  it("interpolates between the closest ranks", () => {
    expect(percentile([10, 20, 30, 40], 0.5)).toBe(25);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBeCloseTo(9.1);
    expect(percentile([7], 0.9)).toBe(7);
    expect(percentile([], 0.5)).toBeNull();
  });
});
