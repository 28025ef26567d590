import { expect, test } from "@playwright/test";

const footerPaths = [
  "/pricing",
  "/solutions/dealerships",
  "/solutions/agencies",
  "/solutions/groups",
  "/solutions/small-business",
  ...["toronto", "vancouver", "calgary", "edmonton", "winnipeg", "regina", "montreal"].map(
    (city) => `/automotive-advertising-dashboard/${city}`,
  ),
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
  await expect(footer.getByRole("link", { name: "hello@torqueanalytics.ca" })).toHaveAttribute(
    "href",
    "mailto:hello@torqueanalytics.ca",
  );
  await expect(footer.getByRole("link", { name: "1-888-555-0142" })).toBeVisible();
  await expect(footer.getByText("Toronto, Canada")).toBeVisible();
  const linkedIn = footer.getByRole("link", { name: /LinkedIn/ });
  await expect(linkedIn).toHaveAttribute("target", "_blank");
  await expect(linkedIn).toHaveAttribute("href", /^https:\/\/www\.linkedin\.com\//);
});

test("a page paints from its own HTML: styles inline, start-up scripts marked for eager compilation", async ({ request }) => {
  const html = await (await request.get("/privacy")).text();
  const inlineCss = html.match(/<style[^>]*>([\s\S]*?)<\/style>/)?.[1] ?? "";
  expect(inlineCss.length).toBeGreaterThan(10_000);
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  const scripts = [...html.matchAll(/<script src="([^"]+)"(?![^>]*noModule)/g)].map((m) => m[1]!);
  const hinted: string[] = [];
  for (const src of scripts) {
    const source = await (await request.get(src)).text();
    if (source.startsWith("//# allFunctionsCalledOnLoad\n")) hinted.push(source);
  }
  expect(hinted.length).toBeGreaterThanOrEqual(4);
  expect(hinted.some((source) => source.includes("react.dev/errors"))).toBe(true);
});
