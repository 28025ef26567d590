// The workspace's analytics screens and their CSVs (issue 51), on both engines: editors and
// administrators read them, sales do not; each table downloads whole, its header row in the account's
// language, its numbers the screen's.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { analyticsStore } from "@/db/analytics";
import { toStoredRow } from "@/lib/analytics/collect";
import { ANALYTICS_TABLES } from "@/lib/analytics/tables";
import { BASE } from "../support/requests";
import { signedInStaff } from "../support/staff";

const current = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => current.headers }));

const csv = await import("@/app/(staff)/staff/downloads/analytics/route");
const traffic = await import("@/app/(staff)/staff/(workspace)/analytics/page");
const conversion = await import("@/app/(staff)/staff/(workspace)/analytics/conversion/page");
const vitals = await import("@/app/(staff)/staff/(workspace)/analytics/vitals/page");

const forbidden = { digest: "NEXT_HTTP_ERROR_FALLBACK;403" };
const as = (cookie: string) => (current.headers = new Headers({ cookie }));
const download = (query: string, cookie: string) => {
  as(cookie);
  return csv.GET(new Request(`${BASE}/staff/downloads/analytics?${query}`, { headers: { cookie } }));
};

beforeAll(async () => {
  // forbidden() as next.config.ts's authInterrupts turns it on in the build.
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "true";
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  const base = { language: "en" as const, browserLanguage: "fr-CA", utmMedium: null, value: null, target: null, name: null };
  await analyticsStore.store(
    [
      {
        ...base,
        at: at(30),
        visitor: "a",
        kind: "view" as const,
        path: "/pricing",
        device: "mobile" as const,
        referrer: null,
        utmSource: "newsletter",
        utmCampaign: "fall",
      },
      { ...base, at: at(29), visitor: "a", kind: "view" as const, path: "/", device: "mobile" as const, referrer: null, utmSource: null, utmCampaign: null },
      {
        ...base,
        at: at(20),
        visitor: "b",
        kind: "view" as const,
        path: "/pricing",
        device: "desktop" as const,
        referrer: "google.com",
        utmSource: null,
        utmCampaign: null,
      },
      {
        ...base,
        at: at(19),
        visitor: "b",
        kind: "vital" as const,
        name: "LCP",
        value: 1800,
        target: "h1",
        path: "/pricing",
        device: "desktop" as const,
        referrer: null,
        utmSource: null,
        utmCampaign: null,
      },
    ].map(toStoredRow),
  );
});

// Each test signs accounts in (a password hash each): slow on a loaded machine.
describe("the analytics screens", { timeout: 30_000 }, () => {
  it("are for editors and administrators, not sales", async () => {
    for (const role of ["editor", "admin"] as const) {
      as((await signedInStaff(role)).cookie);
      for (const page of [traffic, conversion, vitals]) expect(await page.default({ searchParams: Promise.resolve({}) })).toBeTruthy();
    }
    const sales = await signedInStaff("sales");
    as(sales.cookie);
    await expect(traffic.default({ searchParams: Promise.resolve({}) })).rejects.toMatchObject(forbidden);
    await expect(download("table=pages", sales.cookie)).rejects.toMatchObject(forbidden);
  });

  it("download every table as CSV, headed in the account's language", async () => {
    const editor = await signedInStaff("editor");
    for (const table of ANALYTICS_TABLES) {
      const response = await download(`table=${table}&period=week`, editor.cookie);
      expect(response.status, table).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toMatch(new RegExp(`filename="torque-analytics-${table}-\\d{4}-\\d{2}-\\d{2}\\.csv"`));
    }
    const pages = (await (await download("table=pages&period=week", editor.cookie)).text()).split("\r\n");
    expect(pages).toEqual(['"key","views","visitors","previous_views","previous_visitors"', '"/pricing","2","2","0","0"', '"/","1","1","0","0"', ""]);
    const sources = await (await download("table=sources&period=week", editor.cookie)).text();
    expect(sources).toContain('"google.com","1","0"');
    expect(sources).toContain('"newsletter","1","0"');
    // The funnel's lines each say what they count: its visitors, then the leads and meetings stored.
    const funnel = (await (await download("table=funnel&period=week", editor.cookie)).text()).split("\r\n");
    expect(funnel[0]).toBe('"key","count"');
    expect(funnel.slice(1, -1).map((line) => line.split(",")[0])).toEqual([
      '"viewed_visitors"',
      '"clicked_visitors"',
      '"opened_visitors"',
      '"sent_visitors"',
      '"booked_visitors"',
      '"demo_requests_stored"',
      '"meetings_booked"',
    ]);
    const vitalsCsv = await (await download("table=vitals&period=week", editor.cookie)).text();
    expect(vitalsCsv).toContain('"/pricing","LCP","1800","1","0","0","1","h1"');

    const french = await signedInStaff("editor", "fr");
    const response = await download("table=pages&period=week", french.cookie);
    expect(response.headers.get("content-disposition")).toMatch(/filename="torque-analytique-pages-/);
    expect((await response.text()).split("\r\n")[0]).toBe('"cle","pages_vues","visiteurs","pages_vues_periode_precedente","visiteurs_periode_precedente"');
  });

  it("refuse an unknown table or a filter that does not parse with a 400", async () => {
    const editor = await signedInStaff("editor");
    expect((await download("table=leads", editor.cookie)).status).toBe(400);
    expect((await download("table=pages&device=fridge", editor.cookie)).status).toBe(400);
  });
});
