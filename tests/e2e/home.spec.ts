import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";

const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Record<string, unknown>[]);

test("the home page shows its sections in the spec's order, with the hero's texts and figures @phone", async ({ page }) => {
  await page.goto("/");
  const ids = await page.locator("main [id]").evaluateAll((els) => els.map((e) => e.id));
  const order = ["home", "features", "analytics", "platform", "integrations", "results", "about", "contact"];
  expect(ids.filter((id) => order.includes(id))).toEqual(order);

  const hero = page.locator("#home");
  await expect(hero.getByRole("heading", { level: 1 })).toHaveText("Stop Guessing. Start Dominating.");
  for (const text of [
    "SOC 2 Type II Certified",
    "Enterprise-Grade Security",
    "500+ Elite Dealerships",
    "127%",
    "342",
    "89%",
    "$2.0M",
    "Limited Spots Available",
  ]) {
    await expect(hero.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(hero.getByText(/in 3 min/)).toBeVisible();
  await expect(hero.getByRole("button", { name: "GET EXCLUSIVE DEMO" })).toBeVisible();
  await expect(page.getByRole("link", { name: /log in to the portal/i })).toHaveAttribute("href", "https://app.torqueanalytics.ca/login");
});

test("the integrations strip names its twelve services", async ({ page }) => {
  await page.goto("/");
  const strip = page.locator("#integrations");
  await expect(strip.getByRole("heading", { name: "Integrates Seamlessly With:" })).toBeVisible();
  await expect(strip.getByRole("listitem")).toHaveCount(12);
});

test("the heatmap lists its six fixed markets with leads, sales and efficiency", async ({ page }) => {
  await page.goto("/");
  const rows = page.locator("#analytics tbody tr");
  await expect(rows).toHaveCount(6);
  await expect(rows.first()).toContainText("Toronto");
  await expect(rows.first()).toContainText("1,247");
  await expect(rows.first()).toContainText("high");
  await expect(page.locator("#analytics").getByRole("list", { name: "Latest events" }).getByRole("listitem")).toHaveCount(5);
});

test("counters hold their final figures in the server HTML and count up once when scrolled into view", async ({ page, request }) => {
  const html = await (await request.get("/")).text();
  for (const figure of ["340%", "500+", "$150M+", "99.9%"]) expect(html).toContain(figure);

  await page.goto("/");
  const counter = page.locator("#results [data-counter-final='340%']");
  await expect(counter).toHaveText("0%");
  await counter.scrollIntoViewIfNeeded();
  await page.waitForTimeout(600);
  const midway = Number((await counter.textContent())!.replace(/\D/g, ""));
  expect(midway).toBeGreaterThan(0);
  expect(midway).toBeLessThan(340);
  await expect(counter).toHaveText("340%", { timeout: 3000 });
});

test("the scroll progress bar is drawn across the first 2000 px of scrolling @phone", async ({ page }) => {
  await page.goto("/");
  const viewport = page.viewportSize()!.width;
  const bar = page.getByTestId("scroll-progress");
  // The width a person sees: the bar's painted box, whatever CSS produces it.
  const drawnWidth = () => bar.evaluate((el) => el.getBoundingClientRect().width);
  expect(await drawnWidth()).toBe(0);
  await page.evaluate(() => window.scrollTo({ top: 1000, behavior: "instant" }));
  await expect.poll(drawnWidth).toBeCloseTo(viewport / 2, 0);
  await page.evaluate(() => window.scrollTo({ top: 2500, behavior: "instant" }));
  await expect.poll(drawnWidth).toBeCloseTo(viewport, 0);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect.poll(drawnWidth).toBe(0);
});

test("the top navigation highlights the section in view and scrolls to it", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Integrations" }).click();
  await expect(page.locator("#integrations")).toBeInViewport();
  await expect(nav.getByRole("link", { name: "Integrations" })).toHaveAttribute("aria-current", "location");
  await expect(nav.getByRole("link", { name: "Features" })).not.toHaveAttribute("aria-current", "location");
});

test.describe("the left drawer", () => {
  const open = async (page: Page) => {
    await page.getByRole("button", { name: "Open site menu" }).click();
    return page.getByRole("dialog", { name: "Navigate" });
  };

  test("lists the spec's eight items and closes on Escape, the close button and the backdrop @phone", async ({ page }) => {
    await page.goto("/");
    let drawer = await open(page);
    await expect(drawer.getByRole("listitem")).toHaveText(["Home", "Features", "Analytics", "Platform", "Integrations", "Results", "About", "Blog"]);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    drawer = await open(page);
    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();

    // A click on the backdrop once the drawer has slid in (as a person would; a click in the same
    // instant as the opening one is not an outside click to Radix).
    drawer = await open(page);
    await expect(drawer).toBeVisible();
    await drawer.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    await page.mouse.click(page.viewportSize()!.width - 10, 400);
    await expect(drawer).toBeHidden();
  });

  test("choosing a section closes the drawer and scrolls to it", async ({ page }) => {
    await page.goto("/");
    const drawer = await open(page);
    await drawer.getByRole("button", { name: "Results" }).click();
    await expect(drawer).toBeHidden();
    await expect(page.locator("#results")).toBeInViewport();
  });

  test("Blog is a full page navigation to /blog", async ({ page }) => {
    await page.goto("/");
    const drawer = await open(page);
    await drawer.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test("the phone menu scrolls to the five sections @phone-only", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open navigation" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("navigation").getByRole("listitem")).toHaveText(["Features", "Platform", "Integrations", "About", "Contact"]);
  await menu.getByRole("button", { name: "Contact" }).click();
  await expect(menu).toBeHidden();
  await expect(page.locator("#contact")).toBeInViewport();
});

test("a page view is sent with the path, on load and on every route change", async ({ page }) => {
  await page.goto("/?utm_source=test");
  await expect.poll(async () => (await dataLayer(page)).filter((e) => e.event === "page_view").map((e) => e.page_path)).toEqual(["/?utm_source=test"]);
  await page.getByRole("banner").getByRole("link", { name: "Torque Analytics" }).click();
  await expect.poll(async () => (await dataLayer(page)).filter((e) => e.event === "page_view").map((e) => e.page_path)).toEqual(["/?utm_source=test", "/"]);
});

test("on a slow connection nothing in the hero moves when the rest of the page arrives @phone", async ({ page }) => {
  // The site through a proxy that stalls the home page's HTML in the middle of the dashboard card,
  // as a slow link or a busy phone's parser does: the browser may draw whatever it has parsed.
  const base = process.env.BASE_URL!;
  const html = await (await fetch(new URL("/", base))).text();
  const cut = html.indexOf('aria-label="Illustrative dashboard preview"');
  expect(cut).toBeGreaterThan(0);
  const proxy = http.createServer(async (req, res) => {
    if (req.url === "/") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.write(html.slice(0, cut));
      setTimeout(() => res.end(html.slice(cut)), 800);
      return;
    }
    const headers = Object.entries(req.headers)
      .filter(([name]) => !["host", "connection", "accept-encoding"].includes(name))
      .map(([name, value]): [string, string] => [name, String(value)]);
    const upstream = await fetch(new URL(req.url!, base), { headers });
    res.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "application/octet-stream" });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  try {
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.shifts.push(entry.value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}/`); // after the whole page arrived
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  } finally {
    proxy.closeAllConnections();
    proxy.close();
  }
});
