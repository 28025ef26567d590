import { expect, test } from "@playwright/test";
import { frenchAliases, localePath, routeAliases, staticPages } from "../../lib/routes";

// Each canonical page answers 200 with its one main heading and a text only it has.
const distinguishing: Record<string, RegExp> = {
  "/": /Stop Guessing\./,
  "/blog": /Dealership Marketing Insights/,
  "/platform/ai-analytics": /AI/,
  "/platform/dashboards": /[Dd]ashboard/,
  "/platform/roi-tracking": /ROI/,
  "/platform/integrations": /50\+/,
  "/pricing": /\$597/,
  "/solutions/dealerships": /Week 1/,
  "/solutions/agencies": /15-25%|15–25%/,
  "/solutions/groups": /6-8 weeks|6–8 weeks/,
  "/solutions/small-business": /\$147/,
  "/faq": /Security & Privacy/,
  "/glossary": /Load More Terms/,
  "/tools/roi-calculator": /724%/,
  "/about": /2019/,
  "/careers": /Apply Now/,
  "/contact": /Send Message/,
  "/privacy": /Version 2\.3/,
  "/terms": /Version 3\.1/,
  "/training/facebook-messenger-guide": /Training Guide/,
  "/sitemap": /Legal & Compliance/,
};

// The same for each French page (figures as fr-CA writes them).
const distinguishingFr: Record<string, RegExp> = {
  "/": /Cessez de deviner\./,
  "/blog": /Blogue/,
  "/platform/ai-analytics": /IA/,
  "/platform/dashboards": /[Tt]ableaux? de bord/,
  "/platform/roi-tracking": /RCI/,
  "/platform/integrations": /50\+|Plus de 50/,
  "/pricing": /597\s\$/,
  "/solutions/dealerships": /Semaine 1/,
  "/solutions/agencies": /15 à 25\s%/,
  "/solutions/groups": /6 à 8 semaines/,
  "/solutions/small-business": /147\s\$/,
  "/faq": /Sécurité et confidentialité/,
  "/glossary": /Glossaire/,
  "/tools/roi-calculator": /724\s%/,
  "/about": /2019/,
  "/careers": /Postuler/,
  "/contact": /Envoyer/,
  "/privacy": /Version 2\.3/,
  "/terms": /Version 3\.1/,
  "/training/facebook-messenger-guide": /Guide de formation/,
  "/sitemap": /[Jj]uridique et conformité/,
};

test("every canonical page is listed with a distinguishing text in both languages", () => {
  expect(Object.keys(distinguishing).sort()).toEqual([...staticPages].sort());
  expect(Object.keys(distinguishingFr).sort()).toEqual([...staticPages].sort());
});

for (const path of staticPages) {
  const french = localePath(path, "fr");
  test(`${french} answers 200 in French with one main heading and its own content`, async ({ page }) => {
    const response = await page.goto(french);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("main")).toContainText(distinguishingFr[path]!);
  });
}

for (const [alias, canonical] of Object.entries(frenchAliases)) {
  test(`${alias} redirects permanently to ${canonical}`, async ({ request }) => {
    const response = await request.get(alias, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe(canonical);
  });
}

for (const path of staticPages) {
  test(`${path} answers 200 with one main heading and its own content`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("main")).toContainText(distinguishing[path]!);
  });
}

for (const [alias, canonical] of Object.entries(routeAliases)) {
  test(`${alias} redirects permanently to ${canonical}`, async ({ page, request }) => {
    const response = await request.get(alias, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe(canonical);
    expect((await page.goto(alias))?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(canonical);
  });
}

test("the pricing anchors land on real sections", async ({ page }) => {
  for (const anchor of ["analytics", "platform", "features", "integrations"]) {
    await page.goto("about:blank");
    await page.goto(`/pricing#${anchor}`);
    await expect(page.locator(`#${anchor}`)).toBeInViewport();
  }
});

test("the site map's dead links and other unknown paths answer 404", async ({ request }) => {
  for (const path of ["/toronto", "/vancouver", "/montreal", "/resources/case-studies", "/resources/youtube", "/platform/nope"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("every internal link on the home page and footer points at a canonical path", async ({ page }) => {
  await page.goto("/");
  const hrefs = await page.locator("a[href^='/']").evaluateAll((links) => links.map((a) => a.getAttribute("href")!.split("#")[0]!));
  for (const href of hrefs) expect(Object.keys(routeAliases), href).not.toContain(href);
});
