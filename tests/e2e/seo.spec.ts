import { expect, test } from "@playwright/test";
import { decodeEntities, local, sitemapUrls } from "./support";

// Reads the sitemap like a crawler and checks every page it lists.

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

function pngSize(buffer: Buffer) {
  expect(buffer.subarray(1, 4).toString()).toBe("PNG");
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

test("every sitemap URL answers 200 with a title, description, canonical link and a 1200 x 630 PNG og:image", async ({ request }) => {
  test.setTimeout(120_000);
  const urls = await sitemapUrls(request);
  expect(urls.length).toBeGreaterThan(120);
  expect(new Set(urls).size).toBe(urls.length);
  const checkedImages = new Map<string, boolean>();
  for (const url of urls) {
    const response = await request.get(local(url));
    expect(response.status(), url).toBe(200);
    const html = await response.text();
    expect(attr(html, /<title>([^<]+)<\/title>/), url).toBeTruthy();
    expect(attr(html, /<meta name="description" content="([^"]+)"/), url).toBeTruthy();
    expect(new URL(attr(html, /<link rel="canonical" href="([^"]+)"/)!).href, url).toBe(new URL(url).href);
    const image = attr(html, /<meta property="og:image" content="([^"]+)"/);
    expect(image, url).toBeTruthy();
    if (!checkedImages.has(image!)) {
      const png = await request.get(local(image!));
      expect(png.status(), image).toBe(200);
      expect(png.headers()["content-type"], image).toBe("image/png");
      expect(pngSize(await png.body()), image).toEqual({ width: 1200, height: 630 });
      checkedImages.set(image!, true);
    }
  }
});

test("every sitemap page's title and description fit a search result and are unique", async ({ request }) => {
  test.setTimeout(60_000);
  const seen = new Map<string, string>();
  const misfits: string[] = [];
  for (const url of await sitemapUrls(request)) {
    const html = await (await request.get(local(url))).text();
    const title = decodeEntities(attr(html, /<title>([^<]+)<\/title>/)!);
    const description = decodeEntities(attr(html, /<meta name="description" content="([^"]+)"/)!);
    // Google shows about 60 characters of a title and 160 of a description; shorter than 50 wastes the snippet.
    if (title.length > 60) misfits.push(`${url}: title of ${title.length} characters: ${title}`);
    if (description.length < 50 || description.length > 160) misfits.push(`${url}: description of ${description.length} characters`);
    for (const text of [`title ${title}`, `description ${description}`]) {
      if (seen.has(text)) misfits.push(`${url} shares its ${text} with ${seen.get(text)}`);
      seen.set(text, url);
    }
  }
  expect(misfits).toEqual([]);
});

test("the sitemap has no drafts, no aliases, and articles with their last-modified date", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).not.toContain("/blog/draft-");
  expect(xml).not.toContain("/solutions/toronto-dealerships");
  expect(xml).not.toContain("/company/");
  expect(xml).toMatch(/<loc>[^<]+\/blog\/cost-per-sale-by-lead-source<\/loc>\s*(<xhtml:link [^>]+>\s*)*<lastmod>20\d\d-\d\d-\d\d/);
  expect(xml).toContain('hreflang="fr-CA"');
});

test("the image sitemap lists pages with their images in the image namespace", async ({ request }) => {
  const response = await request.get("/sitemap-images.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
  expect(xml).toMatch(
    /<loc>[^<]+\/blog\/cost-per-sale-by-lead-source<\/loc>\s*<image:image><image:loc>[^<]+\/og\/blog\/cost-per-sale-by-lead-source<\/image:loc>/,
  );
});

test("robots.txt allows crawling and names both sitemaps", async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toMatch(/Allow: \//);
  expect(text).toMatch(/Sitemap: \S+\/sitemap\.xml/);
  expect(text).toMatch(/Sitemap: \S+\/sitemap-images\.xml/);
});

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(m[1]!);
    return Array.isArray(data) ? data : [data];
  });

test("structured data parses and has the expected types", async ({ request }) => {
  const types = async (path: string) => jsonLd(await (await request.get(path)).text()).map((d) => d["@type"]);
  expect(await types("/")).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
  expect(await types("/blog/cost-per-sale-by-lead-source")).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList"]));
  expect(await types("/faq")).toEqual(expect.arrayContaining(["FAQPage", "BreadcrumbList"]));
  expect(await types("/pricing")).toEqual(expect.arrayContaining(["SoftwareApplication", "FAQPage", "BreadcrumbList"]));
  expect(await types("/automotive-advertising-dashboard/montreal")).toEqual(expect.arrayContaining(["FAQPage", "BreadcrumbList"]));
  expect(await types("/fr/tableau-de-bord-publicite-automobile/montreal")).toEqual(expect.arrayContaining(["FAQPage"]));
  expect(await types("/fr/tarifs")).toEqual(expect.arrayContaining(["SoftwareApplication", "FAQPage", "BreadcrumbList"]));
  expect(await types("/careers")).toContain("BreadcrumbList");

  const pricing = jsonLd(await (await request.get("/pricing")).text()).find((d) => d["@type"] === "SoftwareApplication");
  expect(pricing.offers.map((o: { price: string }) => o.price)).toEqual(expect.arrayContaining(["297", "597", "147"]));
  expect(pricing.aggregateRating).toBeUndefined();
});

test("the Montreal pages name each other with hreflang alternates", async ({ request }) => {
  for (const path of ["/automotive-advertising-dashboard/montreal", "/fr/tableau-de-bord-publicite-automobile/montreal"]) {
    const html = await (await request.get(path)).text();
    for (const lang of ["en-CA", "fr-CA", "x-default"]) expect(html, `${path} ${lang}`).toMatch(new RegExp(`hreflang="${lang}"`, "i"));
  }
  const html = await (await request.get("/automotive-advertising-dashboard/montreal")).text();
  expect(html).toMatch(/<section lang="fr-CA"/);
});

test("security headers are on a page, an API response and a 404", async ({ request }) => {
  for (const path of ["/", "/api/blog", "/no-such-page"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["content-security-policy"], path).toMatch(
      /default-src 'self'.*object-src 'none'.*base-uri 'self'.*form-action 'self'.*frame-ancestors 'none'/,
    );
    expect(headers["strict-transport-security"], path).toContain("max-age=");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
  }
});

test("a cross-origin POST is refused and leaks nothing", async ({ request }) => {
  const response = await request.post("/api/demo-requests", {
    headers: { origin: "https://evil.example", "content-type": "application/json" },
    data: { name: "Eve Intruder", email: "eve@evil.example", company: "Evil Motors" },
  });
  expect(response.status()).toBe(403);
  const text = await response.text();
  expect(text).not.toMatch(/\/work\/|node_modules|at \w+ \(/);
});

test("pages load without a Content-Security-Policy violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ["/", "/blog/cost-per-sale-by-lead-source", "/automotive-advertising-dashboard/montreal", "/tools/roi-calculator", "/pricing"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  await page.goto("/");
  await page.getByRole("button", { name: "GET EXCLUSIVE DEMO" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Open AI demo assistant" }).click();
  await expect(page.getByRole("dialog", { name: "AI Demo Assistant" })).toBeVisible();
  expect(violations).toEqual([]);
});
