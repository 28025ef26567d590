// First-party analytics (issue 51) from a real browser against the production build: a visitor from a
// campaign link reads pages in both languages and asks for a demo; the site's script counts the visit,
// the calls to action and the browser's Web Vitals, and the workspace's screens show them, while the
// browser keeps no cookie or storage item of the site's and no request leaves for another host.
import { chromium, expect, test, type Browser, type Page } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../support/chromium.mjs";
import { addStaff, anAddress, base, editorInOwnContext, queryDb, workspaceScreenProblems } from "./support";

// A visitor's browser. Headless Chromium sends a beacon from a page being left with its own user agent
// ("HeadlessChrome", which the collector rightly takes for a bot), whatever a context's override says;
// a browser launched with a desktop Chrome's user agent sends it as a visitor's browser does.
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
async function visitorPage(): Promise<{ page: Page; browser: Browser }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags, `--user-agent=${CHROME}`] });
  const context = await browser.newContext({ baseURL: base.origin, viewport: { width: 1280, height: 800 } });
  // A client address of its own (the server trusts X-Forwarded-For in these tests), so the visitor is
  // this test's alone.
  await context.setExtraHTTPHeaders({ "x-forwarded-for": anAddress() });
  return { page: await context.newPage(), browser };
}

// The site's script has loaded (after the page's load, when the browser is idle): it took dataLayer over.
const scriptLoaded = (page: Page) =>
  page.waitForFunction(() => {
    const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer;
    return layer !== undefined && layer.push !== Array.prototype.push;
  });

test("a campaign's visitor in both languages who asks for a demo is counted, converted and measured, and keeps nothing of the site's", async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const visitor = await visitorPage();
  const { page } = visitor;
  const stamp = Date.now();
  const source = `newsletter${stamp}`;
  const campaign = `fall-${stamp}`;
  const landing = `/?utm_source=${source}&utm_medium=email&utm_campaign=${campaign}`;
  // A sales rep with the team's hours, so the request is offered a meeting.
  addStaff(`analytics-rep+${stamp}@torqueanalytics.ca`, "sales", `Analytics Rep ${stamp}`);
  const hosts = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol === "http:" || url.protocol === "https:") hosts.add(url.host);
  });

  await page.goto(landing);
  await scriptLoaded(page);
  await page.goto("/fr/tarifs");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await scriptLoaded(page);
  await page.goto(landing);
  await scriptLoaded(page);
  await page.getByRole("button", { name: "GET EXCLUSIVE DEMO" }).click();
  const dialog = page.getByRole("dialog", { name: "Get Exclusive VIP Access" });
  await dialog.getByLabel("Full Name").fill("Chloé Gagnon");
  await dialog.getByLabel("Business Email").fill(`analytics+${stamp}@gagnonauto.ca`);
  await dialog.getByLabel("Dealership Name").fill("Gagnon Auto");
  // A person takes a few seconds; faster submissions are stored as spam.
  await page.waitForTimeout(3200);
  await dialog.getByRole("button", { name: "Get My VIP Demo Now" }).click();
  // The request is offered a meeting: the second day with open times, its first time.
  await expect(dialog.getByRole("heading", { name: "Book your demo now" })).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole("group", { name: "Days with open times" }).getByRole("button").nth(1).click();
  await dialog
    .getByRole("group", { name: /^Open times on / })
    .getByRole("button")
    .first()
    .click();
  await dialog.getByRole("button", { name: "Book this time" }).click();
  await expect(dialog.getByRole("heading", { name: "Your demo is booked" })).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(dialog).toBeHidden();

  // Nothing of the site's kept in the browser, and nothing asked of another host.
  expect(await page.context().cookies()).toEqual([]);
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  // Leaving sends the page's last batch (the call to action, the dialog, the request, the Web Vitals).
  await page.goto("/privacy");
  expect([...hosts]).toEqual([base.host]);
  await visitor.browser.close();

  // Stored: the visitor's page views in both languages, the funnel's steps and the browser's Web Vitals.
  const visitorOf = () => queryDb<{ visitor: string }>("select visitor from analytics_events where utm_campaign = ? limit 1", campaign)[0]?.visitor;
  await expect.poll(visitorOf, { timeout: 20_000 }).toBeTruthy();
  const hash = visitorOf()!;
  const rowsOf = () => queryDb<{ kind: string; name: string | null; path: string }>("select kind, name, path from analytics_events where visitor = ?", hash);
  const has = (kind: string, name: string | null, path: string) => rowsOf().some((r) => r.kind === kind && r.name === name && r.path === path);
  await expect.poll(() => has("event", "demo_request_sent", "/"), { timeout: 20_000 }).toBe(true);
  expect(has("view", null, "/fr/tarifs")).toBe(true);
  for (const name of ["cta_click", "demo_dialog_open", "demo_call_scheduled"]) expect(has("event", name, "/"), name).toBe(true);
  for (const name of ["TTFB", "FCP", "LCP"]) expect(has("vital", name, "/"), name).toBe(true);

  // The workspace shows the visit, its source, its campaign, the conversion and the Web Vitals.
  const { page: editor } = await editorInOwnContext(browser, "Analytics");
  await editor.goto("/staff/analytics?period=week");
  await expect(editor.getByRole("heading", { name: "Traffic", level: 1 })).toBeVisible();
  await expect(editor.getByRole("region", { name: "Sources" })).toContainText(source);
  await expect(editor.getByRole("region", { name: "Campaigns" })).toContainText(campaign);
  await expect(editor.getByRole("region", { name: "Page languages" })).toContainText("French");

  await editor.getByRole("link", { name: "Conversion" }).click();
  await expect(editor.getByRole("heading", { name: "Conversion", level: 1 })).toBeVisible();
  // Its campaign and source: one visitor, one demo request, no contact message, one meeting booked, one
  // lead per visitor.
  for (const [region, key] of [
    ["By campaign", campaign],
    ["By source", source],
  ] as const) {
    await expect(editor.getByRole("region", { name: region }).getByRole("row", { name: new RegExp(key) })).toHaveText(
      new RegExp(`${key}\\s*1\\s*1\\s*0\\s*1\\s*100\\.0\\s*%`),
    );
  }
  // Its landing page counts its demo request.
  const home = editor.getByRole("region", { name: "By landing page" }).getByRole("row", { name: /^\/ / });
  await expect(home).toBeVisible();
  const demos = Number((await home.getByRole("cell").nth(1).textContent())?.replace(/\D/g, ""));
  expect(demos).toBeGreaterThanOrEqual(1);
  await expect(editor.getByRole("region", { name: "Funnel" })).toContainText("Booked a meeting");

  await editor.getByRole("link", { name: "Web Vitals" }).click();
  const vitals = editor.getByRole("region", { name: "Web Vitals by template" });
  await expect(vitals.getByRole("img", { name: /Web Vitals per template/ })).toContainText("/ · LCP");
  await vitals.getByText("The numbers").click();
  await expect(vitals.getByRole("row", { name: /^\/ LCP/ })).toBeVisible();
  await expect(vitals.getByRole("row", { name: /^\/ TTFB/ })).toBeVisible();

  // The three screens in both languages at 1280 and 390 px: nothing wider than the screen, axe clean.
  const problems = await workspaceScreenProblems(editor, testInfo, [
    "/staff/analytics?period=week",
    "/staff/analytics/conversion?period=week",
    "/staff/analytics/vitals?period=week",
  ]);
  expect(problems).toEqual([]);
  await editor.context().close();
});

test("a browser sending Global Privacy Control is not counted at all, and the script never loads", async () => {
  const campaign = `gpc-${Date.now()}`;
  const { page, browser } = await visitorPage();
  await page.addInitScript(() => Object.defineProperty(navigator, "globalPrivacyControl", { value: true }));
  const beacons: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/event")) beacons.push(request.url());
  });
  await page.goto(`/?utm_source=gpc&utm_campaign=${campaign}`);
  await page.waitForLoadState("load");
  await page.waitForTimeout(2000);
  await page.goto("/privacy");
  await page.waitForTimeout(1000);
  await browser.close();
  expect(beacons).toEqual([]);
  expect(queryDb("select 1 from analytics_events where utm_campaign = ?", campaign)).toEqual([]);
});
