// POST /api/event, the first-party analytics collector (issue 51), on both engines: what a beacon
// stores, who counts as one visitor, what is never counted, and what hostile input gets: a 4xx or
// nothing, never a 5xx, in bounded memory.
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { analyticsEvents, analyticsSalts } from "@/db/schema";
import { analyticsSink } from "@/lib/analytics/collect";
import { BODY_LIMITS } from "@/lib/server/body.mjs";
import { createCollector, MAX_EVENTS, STAFF_SESSION_COOKIE } from "@/lib/server/collector.mjs";
import { BASE } from "../support/requests";

const CHROME = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const DAY = Date.parse("2026-11-25T15:00:00Z");

let clock = DAY;
let collector: ReturnType<typeof createCollector>;
beforeEach(async () => {
  clock = DAY;
  collector = createCollector({ sink: analyticsSink, now: () => clock, site: "localhost:3000", allowedOrigins: [BASE] });
  await getDb().delete(analyticsEvents);
});

const view = (path = "/pricing", extra: Record<string, unknown> = {}) => ({ k: "view", p: path, d: "mobile", b: "fr-CA", ...extra });

function beacon(body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${BASE}/api/event`, {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": CHROME, "x-forwarded-for": "203.0.113.7", origin: BASE, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function send(body: unknown, headers: Record<string, string> = {}) {
  const response = await collector.handle(beacon(body, headers));
  await collector.drain();
  return response.status;
}

const stored = () => getDb().select().from(analyticsEvents).orderBy(analyticsEvents.at);
const visitors = async () => new Set((await stored()).map((r) => r.visitor)).size;

describe("the collector", () => {
  it("stores a page view with its page, template, language, source and device, and no address or user agent", async () => {
    const status = await send({ e: [view("/fr/tarifs", { r: "www.Google.ca", u: { s: "Newsletter", m: "email", c: "Fall-Promo" } })] });
    expect(status).toBe(204);
    const [row] = await stored();
    expect(row).toMatchObject({
      kind: "view",
      path: "/fr/tarifs",
      template: "/pricing",
      language: "fr",
      browserLanguage: "fr-CA",
      referrer: "google.ca",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "fall-promo",
      device: "mobile",
      at: new Date(DAY).toISOString(),
    });
    const text = JSON.stringify(row);
    expect(text).not.toContain("203.0.113.7");
    expect(text).not.toContain("Chrome");
  });

  it("keeps an event's name and label, and rates a Web Vital against Google's thresholds with what it points at", async () => {
    await send({
      e: [
        { k: "event", p: "/pricing", d: "desktop", n: "cta_click", t: "pricing-professional" },
        { k: "vital", p: "/blog/cost-per-sale-by-lead-source", d: "desktop", n: "LCP", v: 1200, t: "main>img.hero" },
        { k: "vital", p: "/blog/cost-per-sale-by-lead-source", d: "desktop", n: "INP", v: 650, t: "button#demo" },
      ],
    });
    const rows = await stored();
    expect(rows.map((r) => [r.kind, r.name, r.target, r.rating, r.template])).toEqual([
      ["event", "cta_click", "pricing-professional", null, "/pricing"],
      ["vital", "LCP", "main>img.hero", "good", "article"],
      ["vital", "INP", "button#demo", "poor", "article"],
    ]);
  });

  it("counts one visitor for one address and browser on a day, two on two days: the salt changed and the old one is gone", async () => {
    await send({ e: [view("/")] });
    await send({ e: [view("/pricing")] }, { "x-forwarded-for": "203.0.113.7" });
    expect(await visitors()).toBe(1);
    await send({ e: [view("/")] }, { "user-agent": FIREFOX });
    expect(await visitors()).toBe(2);
    const firstDaySalt = await getDb().select().from(analyticsSalts);
    expect(firstDaySalt.map((s) => s.day)).toEqual(["2026-11-25"]);

    clock = DAY + 24 * 60 * 60_000;
    await send({ e: [view("/")] });
    expect(await visitors()).toBe(3);
    const salts = await getDb().select().from(analyticsSalts);
    expect(salts.map((s) => s.day)).toEqual(["2026-11-26"]);
    expect(salts[0]!.salt).not.toBe(firstDaySalt[0]!.salt);
  });

  it("counts an IPv6 /64 as one address", async () => {
    await send({ e: [view()] }, { "x-forwarded-for": "2001:db8:1:2:aaaa::1" });
    await send({ e: [view()] }, { "x-forwarded-for": "2001:db8:1:2:bbbb::9" });
    expect(await visitors()).toBe(1);
    await send({ e: [view()] }, { "x-forwarded-for": "2001:db8:1:3::1" });
    expect(await visitors()).toBe(2);
  });

  it.each([
    ["a bot's user agent", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }],
    ["no user agent", { "user-agent": "" }],
    ["a prefetch", { "sec-purpose": "prefetch" }],
    ["a prerender", { "sec-purpose": "prefetch;prerender" }],
    ["an old-style prefetch", { purpose: "prefetch" }],
    ["a signed-in staff member", { cookie: "theme=dark; torque-staff.session_token=abc.def" }],
    ["a staff member over HTTPS", { cookie: "__Secure-torque-staff.session_token=abc.def" }],
    ["a preview's page", { referer: `${BASE}/staff/preview/articles/12?token=x` }],
    ["Global Privacy Control", { "sec-gpc": "1" }],
  ])("counts nothing from %s", async (_, headers) => {
    expect(await send({ e: [view(), { k: "event", p: "/pricing", d: "mobile", n: "cta_click" }] }, headers)).toBe(204);
    expect(await stored()).toHaveLength(0);
  });

  it("counts no view of a preview or of the workspace, whoever reports it", async () => {
    expect(await send({ e: [view("/staff/preview/articles/3"), view("/staff")] })).toBe(204);
    expect(await stored()).toHaveLength(0);
  });

  it("names the staff session cookie as Better Auth sets it", async () => {
    const { getAuth } = await import("@/lib/staff/auth");
    const auth = await getAuth().$context;
    expect(STAFF_SESSION_COOKIE.test(`${auth.authCookies.sessionToken.name}=x`)).toBe(true);
  });
});

describe("hostile beacons", () => {
  it.each([
    ["a GET", () => new Request(`${BASE}/api/event`), 405],
    ["another site's page", () => beacon({ e: [view()] }, { origin: "https://evil.example" }), 403],
    ["a form's content type", () => beacon({ e: [view()] }, { "content-type": "application/x-www-form-urlencoded" }), 415],
    ["malformed JSON", () => beacon('{"e": [', {}), 400],
    ["an array", () => beacon([view()]), 400],
    ["no events", () => beacon({ e: [] }), 400],
    ["too many events", () => beacon({ e: Array.from({ length: MAX_EVENTS + 1 }, () => view()) }), 400],
    ["an unknown kind", () => beacon({ e: [{ ...view(), k: "purchase" }] }), 400],
    ["a URL for a path", () => beacon({ e: [view("https://evil.example/")] }), 400],
    ["a vital without a value", () => beacon({ e: [{ k: "vital", p: "/", d: "mobile", n: "LCP" }] }), 400],
    ["an event name with markup", () => beacon({ e: [{ k: "event", p: "/", d: "mobile", n: "<script>" }] }), 400],
    ["a declared size over the limit", () => beacon("x".repeat(BODY_LIMITS.events + 1)), 413],
  ])("refuses %s with a 4xx and stores nothing", async (_, request, status) => {
    const response = await collector.handle(request());
    await collector.drain();
    expect(response.status).toBe(status);
    expect(await stored()).toHaveLength(0);
  });

  it("refuses a body over the limit sent without a length", async () => {
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
        controller.close();
      },
    });
    const request = new Request(`${BASE}/api/event`, {
      method: "POST",
      headers: { "content-type": "text/plain", "user-agent": CHROME },
      body: chunks,
      duplex: "half",
    } as RequestInit);
    expect((await collector.handle(request)).status).toBe(413);
  });

  it("answers every random body with a 204 or a 4xx, never a 5xx", async () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant("/pricing"), fc.constant("view"));
    const event = fc.dictionary(fc.constantFrom("k", "p", "d", "n", "v", "t", "r", "u", "b", "x"), value);
    const body = fc.oneof(
      fc.string(),
      fc.json(),
      fc.record({ e: fc.array(event, { maxLength: 50 }) }).map((b) => JSON.stringify(b)),
    );
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const { status } = await collector.handle(beacon(text));
        expect(status === 204 || (status >= 400 && status < 500)).toBe(true);
      }),
      { numRuns: 300 },
    );
    await collector.drain();
  });

  it("refuses an address past its share of the minute, and takes it again the next minute", async () => {
    const flood = createCollector({ sink: analyticsSink, now: () => clock, allowedOrigins: [BASE], perClientPerMinute: 60 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await flood.handle(beacon({ e: Array.from({ length: 20 }, () => view()) }))).status);
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect((await flood.handle(beacon({ e: [view()] }, { "x-forwarded-for": "198.51.100.4" }))).status).toBe(204);
    clock += 60_000;
    expect((await flood.handle(beacon({ e: [view()] }))).status).toBe(204);
    await flood.drain();
  });

  it("holds at most its buffer's bound while the database cannot keep up, dropping the rest with a 429", async () => {
    let release = () => {};
    const slow = {
      salt: analyticsSink.salt,
      insert: (rows: Parameters<typeof analyticsSink.insert>[0]) => new Promise<void>((r) => (release = r)).then(() => analyticsSink.insert(rows)),
    };
    const bounded = createCollector({ sink: slow, now: () => clock, allowedOrigins: [BASE], maxBuffered: 100, flushRows: 50, perClientPerMinute: 1e9 });
    let refused = 0;
    for (let i = 0; i < 100; i++) {
      const { status } = await bounded.handle(beacon({ e: Array.from({ length: 10 }, () => view()) }, { "x-forwarded-for": `10.0.${i}.1` }));
      if (status === 429) refused++;
      expect(bounded.stats.buffered()).toBeLessThanOrEqual(100);
    }
    expect(refused).toBeGreaterThan(80);
    expect(bounded.stats.dropped).toBe(refused * 10);
    release();
    const done = bounded.drain();
    for (let i = 0; i < 10; i++) {
      await new Promise((r) => setTimeout(r, 5));
      release();
    }
    await done;
    const [count] = await getDb()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(analyticsEvents);
    expect(count!.n).toBe(bounded.stats.accepted);
  });
});
