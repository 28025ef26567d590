import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

const footerPaths = [
  "/pricing",
  "/solutions/dealerships",
  "/solutions/agencies",
  "/solutions/groups",
  "/solutions/small-business",
  ...["toronto", "vancouver", "calgary", "edmonton", "winnipeg", "regina", "montreal"].map((city) => `/automotive-advertising-dashboard/${city}`),
  "/blog",
  "/faq",
  "/glossary",
  "/tools/roi-calculator",
  "/about",
  "/careers",
  "/contact",
  "/privacy",
  "/terms",
];

test("the home page renders its headline @phone", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Stop Guessing. Start Dominating.");
});

test("an unknown path answers 404 with the not-found texts @phone", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
});

test("the footer links exactly the spec's paths, the contact details and the professional network", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const internal = await footer
    .getByRole("navigation", { name: "Footer" })
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(internal).toEqual(footerPaths);
  await expect(footer.getByRole("link", { name: "hello@torqueanalytics.ca" })).toHaveAttribute("href", "mailto:hello@torqueanalytics.ca");
  await expect(footer.getByRole("link", { name: "1-888-555-0142" })).toBeVisible();
  await expect(footer.getByText("Toronto, Canada")).toBeVisible();
  const linkedIn = footer.getByRole("link", { name: /LinkedIn/ });
  await expect(linkedIn).toHaveAttribute("target", "_blank");
  await expect(linkedIn).toHaveAttribute("href", /^https:\/\/www\.linkedin\.com\//);
});

test("a page paints with one small stylesheet and no web font; start-up scripts marked for eager compilation", async ({ request }) => {
  const html = await (await request.get("/privacy")).text();
  // The stylesheet once, as a file (inlined, Next repeated it in the page's RSC payload too).
  expect(html).not.toMatch(/<style[^>]*>[^<]{10000,}<\/style>/);
  const sheets = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]!);
  expect(sheets).toHaveLength(1);
  const css = await request.get(sheets[0]!);
  expect(gzipSync(await css.body()).length).toBeLessThan(16 * 1024);
  // The system UI font: nothing to download before the first paint on a phone.
  expect(html).not.toMatch(/\.woff2?"/);
  expect(await css.text()).not.toMatch(/@font-face/);
  const scripts = [...html.matchAll(/<script src="([^"]+)"(?![^>]*noModule)/g)].map((m) => m[1]!);
  const hinted: string[] = [];
  for (const src of scripts) {
    const source = await (await request.get(src)).text();
    if (source.startsWith("//# allFunctionsCalledOnLoad\n")) hinted.push(source);
  }
  expect(hinted.length).toBeGreaterThanOrEqual(4);
  expect(hinted.some((source) => source.includes("react.dev/errors"))).toBe(true);
});

test("blocks below the fold are drawn as the visitor scrolls to them, not before @phone", async ({ page }) => {
  await page.goto("/pricing");
  const footer = page.locator("body > footer");
  const link = footer.getByRole("link", { name: "Privacy Policy" });
  const drawn = () => link.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
  // Skipped on the first screen (the browser neither lays it out nor paints it)...
  expect(await drawn()).toBe(false);
  // ...and drawn, with its links, once scrolled into view.
  await link.scrollIntoViewIfNeeded();
  await expect.poll(drawn).toBe(true);
  await expect(link).toBeInViewport();
});
