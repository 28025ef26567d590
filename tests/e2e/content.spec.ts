// The content workspace (issue 39) in a real browser against the production build: an editor writes,
// previews and publishes an article in English then French, changes its slug and unpublishes it,
// by keyboard; the roles keep to their rooms; the screens pass axe and hold at 1280 and 390 px.
import { expect, test, type Page } from "@playwright/test";
import { addStaff, base, signIn, signInAsEditor, workspaceScreenProblems } from "./support";

const stamp = Date.now();

const paragraph = (n: number) =>
  `Paragraph ${n} explains how a dealership ties each advertising dollar to the cars it sells. ` +
  "Search, social and marketplace campaigns send shoppers to the website, and every lead keeps its source, " +
  "so the sales manager sees which channel brings appointments, which brings test drives and which brings deals. " +
  "The monthly report then compares cost per sale across channels instead of cost per click.";
// The publish gates ask for 350 words or more, two sections and a list (lib/content/gates.ts).
const englishBody = [
  "## Why attribution matters",
  ...[1, 2, 3],
  "- Leads by source\n- Appointments by source\n- Sales by source",
  "## What to measure first",
  ...[4, 5, 6],
]
  .map((part) => (typeof part === "number" ? paragraph(part) : part))
  .join("\n\n");

const frenchParagraph = (n: number) =>
  `Le paragraphe ${n} explique comment une concession relie chaque dollar de publicité aux voitures vendues. ` +
  "Les campagnes de recherche, de médias sociaux et de plateformes d'annonces dirigent les acheteurs vers le site, " +
  "et chaque demande garde sa source, pour que le directeur des ventes voie quel canal amène les rendez-vous, " +
  "les essais routiers et les ventes. Le rapport mensuel compare alors le coût par vente de chaque canal.";
const frenchBody = [
  "## Pourquoi l'attribution compte",
  ...[1, 2, 3],
  "- Les demandes par source\n- Les rendez-vous par source\n- Les ventes par source",
  "## Quoi mesurer en premier",
  ...[4, 5, 6],
]
  .map((part) => (typeof part === "number" ? frenchParagraph(part) : part))
  .join("\n\n");

// Types into the field with this label from the keyboard, replacing what it holds.
async function typeInto(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.insertText(text);
}

// The page's markup once the browser has it in place (streamed parts moved where they belong), less
// what differs by route alone: scripts (the route's own chunks and React's payload), the metadata a
// dynamic page streams into the body, comments, React's generated ids, and the preview's banner.
async function bodyMarkup(page: Page, path: string): Promise<string> {
  const tab = await page.context().newPage();
  // Read once the document is parsed, before the page's own timers (the chat's teaser) change it.
  const response = await tab.goto(path, { waitUntil: "domcontentloaded" });
  expect(response!.status(), path).toBe(200);
  const html = await tab.evaluate(() => {
    document
      .querySelectorAll("body script, body title, body meta, body link, template[data-dgst], [data-preview-banner], next-route-announcer")
      .forEach((node) => node.remove());
    return document.body.outerHTML;
  });
  await tab.close();
  // React numbers its generated ids (an SVG gradient's) by their place in the tree, which the banner shifts;
  // a page that streamed keeps its boundaries' empty bookkeeping (a template, the emptied hidden divs).
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<template id="[BP]:\d+"><\/template>/g, "")
    .replace(/<div hidden=""( id="S:\d+")?><\/div>/g, "")
    .replace(/_S_[0-9a-z]+_/g, "_S_");
}

test("an editor writes, previews and publishes an article in English then French, changes its slug and unpublishes it, by keyboard", async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsEditor(page, "Eve");
  await page.goto("/staff/content");
  const nav = page.getByRole("navigation", { name: "Workspace" });
  await expect(nav.getByRole("link")).toHaveText(["Content", "Analytics"]);

  const slug = `attribution-basics-${stamp}`;
  await page.getByRole("link", { name: "New article" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: /New article/ })).toBeVisible();
  await typeInto(page, "Title", "Attribution basics for dealers");
  await typeInto(page, "SEO title", "Attribution basics for dealers");
  await expect(page.getByText("30 / 41 characters")).toBeVisible();
  await typeInto(page, "Slug", slug);
  await typeInto(page, "Excerpt", "How a dealership ties each advertising dollar to the cars it sells, channel by channel.");
  await typeInto(page, "SEO description", "How a dealership ties each advertising dollar to the cars it sells: sources, appointments and cost per sale.");
  await typeInto(page, "Tags", "attribution, reporting");

  // The body: Markdown in the editor, bold by Ctrl+B, then Escape and Tab leave it for the next control.
  const body = page.getByRole("textbox", { name: "Body (Markdown)" });
  await body.focus();
  await page.keyboard.insertText(englishBody + "\n\n");
  await page.keyboard.press("ControlOrMeta+B");
  await page.keyboard.insertText("Start with cost per sale.");
  await expect(body).toContainText("**Start with cost per sale.**");
  await page.keyboard.press("Escape");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
  await page.getByRole("button", { name: "Create the draft" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/staff\/content\/articles\/\d+$/);
  const id = /articles\/(\d+)$/.exec(page.url())![1]!;

  // The preview beside the editor shows the draft, then an unsaved change soon after typing stops.
  const preview = page.frameLocator('iframe[title="Preview of the page with your unsaved changes"]');
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Attribution basics for dealers");
  await typeInto(page, "Title", "Attribution basics for car dealers");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Attribution basics for car dealers", { timeout: 5_000 });
  await expect(preview.getByText(/^Preview of the draft with your unsaved changes\./)).toBeVisible();

  await page.getByRole("button", { name: "Publish", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: /Published as revision \d+/ })).toBeVisible({ timeout: 20_000 });
  const published = await page.request.get(`/blog/${slug}`);
  expect(published.status()).toBe(200);
  expect(await published.text()).toContain("Attribution basics for car dealers");

  // The preview is the published page itself, apart from its banner; private, never indexed, framed by the workspace only.
  const previewResponse = await page.request.get(`/staff/preview/articles/${id}`);
  expect(previewResponse.headers()["cache-control"]).toMatch(/no-store/);
  expect(previewResponse.headers()["x-robots-tag"]).toMatch(/noindex/);
  expect(previewResponse.headers()["x-frame-options"]).toBe("SAMEORIGIN");
  expect(previewResponse.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect((await page.request.get("/staff/content")).headers()["x-frame-options"]).toBe("DENY");
  expect(await bodyMarkup(page, `/staff/preview/articles/${id}`)).toBe(await bodyMarkup(page, `/blog/${slug}`));

  // French: its adaptation starts from the English beside it.
  await page.getByRole("link", { name: "Write the French version" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: "English and French" })).toContainText("Attribution basics for car dealers");
  const frenchSlug = `bases-attribution-${stamp}`;
  await typeInto(page, "Title", "Les bases de l'attribution pour les concessionnaires");
  await typeInto(page, "SEO title", "Les bases de l'attribution automobile");
  await typeInto(page, "Slug", frenchSlug);
  await typeInto(page, "Excerpt", "Comment une concession relie chaque dollar de publicité aux voitures vendues, canal par canal.");
  await typeInto(page, "SEO description", "Comment une concession relie chaque dollar de publicité aux voitures vendues, de la source au coût par vente.");
  await typeInto(page, "Tags", "attribution, rapports");
  await page.getByRole("textbox", { name: "Body (Markdown)" }).focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.insertText(frenchBody);
  await page.getByRole("button", { name: "Create the draft" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/staff\/content\/articles\/\d+$/);
  await page.getByRole("button", { name: "Publish", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: /Published as revision \d+/ })).toBeVisible({ timeout: 20_000 });
  expect((await page.request.get(`/fr/blogue/${frenchSlug}`)).status()).toBe(200);

  // A new English slug: the old address answers 308 to the new one.
  await page.goto(`/staff/content/articles/${id}`);
  const newSlug = `${slug}-guide`;
  await typeInto(page, "Slug", newSlug);
  await page.getByRole("button", { name: "Publish", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: /Published as revision \d+/ })).toBeVisible({ timeout: 20_000 });
  // Every instance purges the old address once it applies the publish's event (the page cache kept it),
  // within the 2 s the propagation allows: the publish answers before its receipts.
  await expect.poll(async () => (await page.request.get(`/blog/${slug}`, { maxRedirects: 0 })).status(), { timeout: 10_000 }).toBe(308);
  const moved = await page.request.get(`/blog/${slug}`, { maxRedirects: 0 });
  expect(moved.headers().location).toMatch(new RegExp(`/blog/${newSlug}$`));

  // Unpublished, the page is gone.
  await page.getByRole("button", { name: "Unpublish", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Unpublished: the page is gone from the site." })).toBeVisible();
  await expect.poll(async () => (await page.request.get(`/blog/${newSlug}`)).status(), { timeout: 10_000 }).toBe(404);
});

test("a sales account cannot reach the content, and an editor cannot reach the leads", async ({ browser }) => {
  test.setTimeout(90_000);
  const sales = await browser.newPage();
  const email = `sal+${stamp}@torqueanalytics.ca`;
  await signIn(sales, email, addStaff(email, "sales", `Sal ${stamp}`));
  await expect(sales.getByRole("heading", { name: "Inbox" })).toBeVisible({ timeout: 30_000 });
  await expect(sales.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Content" })).toHaveCount(0);
  expect((await sales.goto("/staff/content"))!.status()).toBe(403);
  expect((await sales.request.get("/staff/api/content/articles")).status()).toBe(403);
  expect((await sales.request.get("/staff/preview/articles/1")).status()).toBe(403);

  const editor = await browser.newPage();
  await signInAsEditor(editor, "Ed");
  for (const path of ["/staff/dashboard", "/staff/team", "/staff/leads/demo/1"]) expect((await editor.goto(path))!.status(), path).toBe(403);
  // The inbox is the workspace's home: an editor lands on the content list instead.
  await editor.goto("/staff");
  expect(new URL(editor.url()).pathname).toBe("/staff/content");
  expect((await editor.request.get("/staff/downloads/leads")).status()).toBe(403);
});

test("the content screens in both languages: no serious axe violation, nothing wider than the screen at 1280 and 390 px", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signInAsEditor(page, "Ava");
  const first = await page.request.get("/staff/api/content/articles?locale=en");
  const { articles } = (await first.json()) as { articles: { id: number }[] };
  const screens = ["/staff/content", "/staff/content/articles/new", `/staff/content/articles/${articles[0]!.id}`];
  const problems = await workspaceScreenProblems(page, testInfo, screens);
  expect(problems).toEqual([]);
});

test("the public pages carry none of the editor's code", async ({ request }) => {
  for (const path of ["/", "/blog", "/blog/cost-per-sale-by-lead-source", "/fr/blogue"]) {
    const html = await (await request.get(path)).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
    const bodies = await Promise.all(scripts.map(async (src) => (await request.get(src)).text()));
    // CodeMirror's editor class and turndown's name appear in their bundles and nowhere else.
    for (const text of bodies) {
      expect(text, path).not.toContain("cm-content");
      expect(text, path).not.toContain("turndown");
    }
  }
});

test("a reviewer without an account opens signed links to a city page's French draft and to an article's older revision", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signInAsEditor(page, "Rita");
  const origin = { origin: base.origin };
  const city = (await (await page.request.get("/staff/api/content/cities/toronto?locale=fr")).json()) as { city: { revision: number } };
  const heroTitle = `Toronto : le tableau de bord des concessionnaires ${stamp}`;
  const saved = await page.request.patch("/staff/api/content/cities/toronto?locale=fr", {
    data: { baseRevision: city.city.revision, heroTitle },
    headers: origin,
  });
  expect(saved.status()).toBe(200);
  const cityLink = (await (await page.request.post("/staff/api/content/cities/toronto/preview-link?locale=fr", { data: {}, headers: origin })).json()) as {
    url: string;
  };

  const created = await page.request.post("/staff/api/content/articles", {
    headers: origin,
    data: {
      locale: "en",
      slug: `revision-link-${stamp}`,
      title: `First title ${stamp}`,
      seoTitle: null,
      excerpt: "How a dealer reads the cost per sale of each channel from the reports.",
      seoDescription: null,
      category: "Marketing Reporting",
      tags: ["attribution", "reporting"],
      body: englishBody,
      featuredImage: null,
      featuredImageAlt: null,
    },
  });
  const { id, revision } = (await created.json()) as { id: number; revision: number };
  expect(
    (
      await page.request.patch(`/staff/api/content/articles/${id}`, { data: { baseRevision: revision, title: `Second title ${stamp}` }, headers: origin })
    ).status(),
  ).toBe(200);
  const articleLink = (await (await page.request.post(`/staff/api/content/articles/${id}/preview-link`, { data: { revision }, headers: origin })).json()) as {
    url: string;
  };

  const reviewer = await browser.newPage();
  await reviewer.goto(cityLink.url);
  await expect(reviewer.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(reviewer.getByRole("note")).toContainText("Aperçu de la révision");
  await expect(reviewer.getByRole("heading", { level: 1 })).toHaveText(heroTitle);
  await reviewer.goto(articleLink.url);
  await expect(reviewer.getByRole("heading", { level: 1 })).toHaveText(`First title ${stamp}`);
  await expect(reviewer.getByRole("note")).toContainText(`revision ${revision}`);
  // An altered token shows nothing.
  expect((await reviewer.goto(`${articleLink.url}x`))!.status()).toBe(404);
});
