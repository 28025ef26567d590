import { expect, test } from "@playwright/test";
import { queryDb } from "./support";

const cards = (page: import("@playwright/test").Page) => page.locator("main ul li article");

test("the blog lists all 99 published articles with counts per category @phone", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dealership Marketing Insights");
  await expect(page.getByRole("button", { name: /Digital Analytics.*44 articles|44 articles.*Digital Analytics/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /39 articles.*Marketing Reporting/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /16 articles.*Advertising Dashboard/ })).toBeVisible();
  await expect(cards(page)).toHaveCount(99);
  const first = cards(page).first();
  await expect(first.getByText(/min read$/)).toBeVisible();
  await expect(first.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
});

test("drafts appear nowhere in the list", async ({ page }) => {
  const drafts = queryDb<{ slug: string }>("select slug from articles where is_published = 0");
  expect(drafts.length).toBeGreaterThanOrEqual(2);
  await page.goto("/blog");
  const hrefs = await page.locator("main a[href^='/blog/']").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  for (const { slug } of drafts) expect(hrefs).not.toContain(`/blog/${slug}`);
});

test("a category card filters the list, and choosing it again or 'Clear Filter' removes the filter", async ({ page }) => {
  await page.goto("/blog");
  const card = page.getByRole("button", { name: /Advertising Dashboard/ });
  await card.click();
  await expect(card).toHaveAttribute("aria-pressed", "true");
  await expect(cards(page)).toHaveCount(16);
  await expect(page).toHaveURL(/\?category=Advertising(%20|\+)Dashboard$/);
  await card.click();
  await expect(cards(page)).toHaveCount(99);
  await expect(page).toHaveURL(/\/blog$/);

  await page.getByRole("button", { name: /Marketing Reporting/ }).click();
  await expect(cards(page)).toHaveCount(39);
  await page.getByRole("button", { name: "Clear Filter" }).click();
  await expect(cards(page)).toHaveCount(99);
  await expect(page.getByRole("button", { name: "Clear Filter" })).toBeHidden();
});

test("a shared filtered link opens the filtered list", async ({ page }) => {
  await page.goto("/blog?category=Digital%20Analytics");
  await expect(page.getByRole("button", { name: /Digital Analytics/ })).toHaveAttribute("aria-pressed", "true");
  await expect(cards(page)).toHaveCount(44);
  await expect(page.getByRole("heading", { name: "Digital Analytics: 44 articles" })).toBeVisible();
  await page.getByRole("button", { name: "Clear Filter" }).click();
  await expect(cards(page)).toHaveCount(99);
  await expect(page).toHaveURL(/\/blog$/);
});

test("the prerendered list is complete HTML: every article, no loading skeletons first", async ({ request }) => {
  const html = await (await request.get("/blog")).text();
  expect(html.match(/<article/g)).toHaveLength(99);
  expect(html).not.toContain('aria-busy="true"');
});

test("a card opens its article, which shows its parts and sends blog_post_view @phone", async ({ page }) => {
  await page.goto("/blog");
  const title = (await cards(page).first().getByRole("heading").textContent())!;
  await cards(page).first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const slug = new URL(page.url()).pathname.split("/").pop()!;
  const [article] = queryDb<{ excerpt: string; category: string; tags: string }>("select excerpt, category, tags from articles where slug = ?", slug);
  await expect(page.getByText(article!.excerpt).first()).toBeVisible();
  for (const tag of JSON.parse(article!.tags) as string[]) await expect(page.getByText(`#${tag}`, { exact: true })).toBeVisible();
  await expect(page.locator(".prose-article h2").first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => window.dataLayer?.filter((e) => e.event === "blog_post_view") ?? []))
    .toEqual([{ event: "blog_post_view", event_category: "content", event_label: slug }]);
});

test("an article shows the same first-published date on its card, its page and its JSON-LD, in each language", async ({ page }) => {
  for (const [list, locale] of [
    ["/blog", "en"],
    ["/fr/blogue", "fr"],
  ] as const) {
    await page.goto(list);
    const card = cards(page).first();
    const day = await card.locator("time").getAttribute("datetime");
    const label = await card.locator("time").textContent();
    await card.getByRole("link").click();
    const slug = new URL(page.url()).pathname.split("/").pop()!;
    const [row] = queryDb<{ published_at: string; updated_at: string }>(
      "select published_at, updated_at from articles where slug = ? and locale = ?",
      slug,
      locale,
    );
    expect(day).toBe(row!.published_at);
    await expect(page.locator("header time").first()).toHaveAttribute("datetime", row!.published_at);
    await expect(page.locator("header time").first()).toHaveText(label!);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = jsonLd.flatMap((text) => [JSON.parse(text)].flat()).find((data) => data["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ datePublished: row!.published_at, dateModified: row!.updated_at });
  }
});

test("'Share Article' copies the link where there is no share sheet", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/blog/cost-per-sale-by-lead-source");
  await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
  await page.getByRole("button", { name: "Share Article" }).click();
  await expect(page.getByText("Link copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/blog\/cost-per-sale-by-lead-source$/);
});

test("the article's call to action opens the demo dialog", async ({ page }) => {
  await page.goto("/blog/cost-per-sale-by-lead-source");
  await page.getByRole("button", { name: "Request a Private Demo" }).click();
  await expect(page.getByRole("dialog", { name: "Get Exclusive VIP Access" })).toBeVisible();
});

test("an article page leads back to the home page and to the blog @phone", async ({ page }) => {
  await page.goto("/blog/cost-per-sale-by-lead-source");
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/blog/cost-per-sale-by-lead-source");
  await page.getByRole("link", { name: "Back to Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("an unknown or unpublished article answers 404 with 'Article not found' and a way back", async ({ page }) => {
  const [draft] = queryDb<{ slug: string }>("select slug from articles where is_published = 0 limit 1");
  for (const slug of ["no-such-article", draft!.slug]) {
    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Article not found" })).toBeVisible();
  }
  await page.getByRole("link", { name: "Back to Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});
