// The article editor's everyday tools (issue 50, item 4) in a real browser against the production
// build: the link picker and the library image picker used by keyboard alone, the search result and
// the social card following the SEO fields as they are typed, a library featured image's alt text shown
// read-only from the library; no serious axe violation and nothing wider than the screen at 1280 and
// 390 px, in English and in French, with a screenshot of each. After Publish, the receipt says how long
// every server took (no instance ids), View live page links the page, and a new slug warns before it moves.
import { expect, test, type Page } from "@playwright/test";
import { makePhoto } from "../support/photo.mjs";
import { base, screenProblems, setWorkspaceLanguage, signInAsEditor } from "./support";

const origin = { origin: base.origin };
const stamp = Date.now();

async function newArticle(page: Page, title: string): Promise<number> {
  const created = await page.request.post("/staff/api/content/articles", {
    headers: origin,
    data: {
      locale: "en",
      slug: `tools-${stamp}`,
      title,
      seoTitle: null,
      excerpt: "How the editor's tools link pages and place library images.",
      seoDescription: null,
      category: "Digital Analytics",
      tags: ["editor", "tools"],
      body: "Intro.",
      featuredImage: null,
      featuredImageAlt: null,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

async function libraryImage(page: Page, name: string): Promise<number> {
  const uploaded = await page.request.post("/staff/api/content/media", {
    headers: origin,
    multipart: { file: { name, mimeType: "image/jpeg", buffer: await makePhoto({ width: 1600, height: 1200 }) } },
  });
  expect(uploaded.status()).toBe(201);
  const { id } = (await uploaded.json()) as { id: number };
  const changed = await page.request.patch(`/staff/api/content/media/${id}`, {
    headers: origin,
    data: { altEn: "A sedan in the showroom's light", altFr: "Une berline sous l'éclairage de la salle d'exposition", focalX: 0.25, focalY: 0.75 },
  });
  expect(changed.status()).toBe(200);
  return id;
}

const savedBody = async (page: Page, id: number) =>
  ((await (await page.request.get(`/staff/api/content/articles/${id}`)).json()) as { article: { draft: { body: string } } }).article.draft.body;

test("links a site page and places a library image by keyboard; the search result and social card follow the fields", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await signInAsEditor(page, "Odile");
  const id = await newArticle(page, `Editor tools ${stamp}`);
  const name = `tools-${stamp}.jpg`;
  const mediaId = await libraryImage(page, name);
  const locked = page.waitForResponse((r) => r.url().endsWith(`/articles/${id}/lock`) && r.request().method() === "POST");
  await page.goto(`/staff/content/articles/${id}`);
  await locked;
  const body = page.locator(".cm-content");

  // The link picker: Ctrl+K, the search field has the focus, Tab to the first result, Enter.
  await body.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(" See ");
  await page.keyboard.press("Control+k");
  const linkDialog = page.getByRole("dialog", { name: "Insert a link" });
  await expect(linkDialog).toBeVisible();
  await expect(linkDialog.getByLabel("Find a page or a published article")).toBeFocused();
  await page.keyboard.type("pricing");
  await expect(linkDialog.getByRole("button", { name: /^Pricing/ }).first()).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(linkDialog.getByRole("button", { name: /^Pricing/ }).first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(linkDialog).toBeHidden();
  await expect(body).toBeFocused();
  // An address typed by hand still works, over the selected words.
  await page.keyboard.type(" and our partner");
  await page.keyboard.press("Shift+ArrowLeft");
  for (let i = 0; i < 6; i++) await page.keyboard.press("Shift+ArrowLeft");
  await page.keyboard.press("Control+k");
  await expect(linkDialog.getByLabel("Link text")).toHaveValue("partner");
  await linkDialog.getByLabel("Or type an address").focus();
  await page.keyboard.type("https://example.com/");
  await page.keyboard.press("Enter");
  await expect(linkDialog).toBeHidden();

  // The image picker: the toolbar's library button (arrow keys inside the toolbar), the image by Tab and Enter.
  const toolbar = page.getByRole("toolbar", { name: "Formatting" });
  await page.keyboard.press("Control+End");
  await toolbar.getByRole("button", { name: "Bold" }).focus();
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowLeft");
  await expect(toolbar.getByRole("button", { name: "An image from the media library" })).toBeFocused();
  await page.keyboard.press("Enter");
  const imageDialog = page.getByRole("dialog", { name: "Choose a library image" });
  await expect(imageDialog.getByLabel("Find an image by name or alt text")).toBeFocused();
  await page.keyboard.type(name);
  await expect(imageDialog.getByRole("button", { name })).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(imageDialog.getByText("Alt text from the library (English): A sedan in the showroom's light")).toBeVisible();
  await imageDialog.getByRole("button", { name: "Insert in the text" }).focus();
  await page.keyboard.press("Enter");
  await expect(imageDialog).toBeHidden();
  await page.keyboard.press("Control+s");
  await expect.poll(() => savedBody(page, id)).toBe(`Intro. See [Pricing](/pricing) and our [partner](https://example.com/)\n\n![](media:${mediaId})`);

  // The same image as the featured image: the alt-text field becomes the library's, read-only.
  await toolbar.getByRole("button", { name: "An image from the media library" }).click();
  await page.keyboard.type(name);
  await expect(imageDialog.getByRole("button", { name })).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await imageDialog.getByRole("button", { name: "Use as the featured image" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel(/^Featured image/)).toHaveValue(`media:${mediaId}`);
  await expect(page.locator("[data-library-alt-field]")).toContainText("A sedan in the showroom's light");
  await expect(page.getByLabel("Image alt text")).toHaveCount(0);

  // The search result and the card follow the fields as they are typed, cut where a search engine cuts.
  const snippet = page.locator("[data-search-snippet]");
  await page.getByLabel("SEO title").fill("Link pages and place images");
  await expect(snippet).toContainText("Link pages and place images | Torque Analytics");
  await expect(snippet).toContainText(`› blog › tools-${stamp}`);
  const long = "A description far too long for a search result. ".repeat(5).trim();
  await page.getByLabel("SEO description").fill(long);
  await expect(snippet).toContainText("A search engine cuts what is past the ellipsis.");
  const shown = (await snippet.locator("p").nth(2).textContent())!;
  expect(shown.endsWith("…") && [...shown].length <= 160).toBe(true);
  const card = page.locator("[data-social-card]");
  await expect(card).toContainText("Link pages and place images");
  await expect(card.locator("img")).toHaveCSS("object-position", "25% 75%");

  await page.getByRole("button", { name: "An image from the media library" }).click();
  await page.keyboard.type(name);
  await expect(imageDialog.getByRole("button", { name })).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  expect(await screenProblems(page, testInfo, "en-image-picker")).toEqual([]);
  await page.keyboard.press("Escape");
  await page.locator("[data-seo-preview]").scrollIntoViewIfNeeded();
  expect(await screenProblems(page, testInfo, "en-editor-tools")).toEqual([]);

  // Saved (Ctrl+S), the featured image stays the library's on reopening.
  await page.locator(".cm-content").click();
  const saved = page.waitForResponse((r) => r.url().endsWith(`/staff/api/content/articles/${id}`) && r.request().method() === "PATCH");
  await page.keyboard.press("Control+s");
  expect((await saved).status()).toBe(200);

  // In French: the same tools in the workspace's words (the article stays English).
  await setWorkspaceLanguage(page, "fr");
  await page.goto(`/staff/content/articles/${id}`);
  await expect(page.getByRole("heading", { name: "Apparence de la page dans les résultats de recherche et les partages" })).toBeVisible();
  await expect(page.locator("[data-library-alt-field]")).toContainText("Texte de remplacement de la médiathèque (Anglais)\u00a0: A sedan");
  await page.locator(".cm-content").click();
  await page.keyboard.press("Control+k");
  const frenchLink = page.getByRole("dialog", { name: "Insérer un lien" });
  // The article is English: its pages are offered, in the workspace's French words around them.
  await expect(frenchLink.getByLabel("Trouver une page ou un article publié")).toBeFocused();
  await page.keyboard.type("pricing");
  await expect(frenchLink.getByRole("button", { name: /^Pricing/ }).first()).toBeVisible();
  expect(await screenProblems(page, testInfo, "fr-link-picker")).toEqual([]);
  await page.keyboard.press("Escape");
  await page.locator("[data-seo-preview]").scrollIntoViewIfNeeded();
  expect(await screenProblems(page, testInfo, "fr-editor-tools")).toEqual([]);
});

// An English article the publish gates pass (350 words or more, two sections, a list).
const paragraph = (n: number) =>
  `Paragraph ${n} explains how a dealership links its articles to its own pages and reuses its photographs. ` +
  "A reader who finds the pricing page from an article stays longer, asks for a demonstration more often, " +
  "and the marketing manager sees which articles bring those visits in the monthly report of the platform. " +
  "Each photograph is kept once in the library with its description in English and in French for every page.";
const publishable = [
  "## Link your pages",
  paragraph(1),
  paragraph(2),
  paragraph(3),
  "- Pricing\n- Contact\n- Demo",
  "## Reuse photos",
  paragraph(4),
  paragraph(5),
];

test("after Publish: the receipt in words, View live page, and a warning before the published address changes", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsEditor(page, "Remi");
  const slug = `live-tools-${stamp}`;
  const created = await page.request.post("/staff/api/content/articles", {
    headers: origin,
    data: {
      locale: "en",
      slug,
      title: `Live tools ${stamp}`,
      seoTitle: null,
      excerpt: "How a dealership links its articles to its own pages and reuses its photographs.",
      seoDescription: "How a dealership links its articles to its own pages, reuses its photographs and sees which articles bring visits.",
      category: "Digital Analytics",
      tags: ["links", "photos"],
      body: publishable.join("\n\n"),
      featuredImage: null,
      featuredImageAlt: null,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/staff/content/articles/${id}`);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("heading", { name: /Published as revision \d+/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Live on every server in \d+\.\d\u00a0s\.$/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/vm:|~[0-9a-f]{8}/)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "View live page" })).toHaveAttribute("href", `/blog/${slug}`);

  await page.getByLabel("Slug", { exact: true }).fill(`${slug}-v2`);
  await expect(
    page.getByText(`This page is live at /blog/${slug}. Once you publish, its address becomes /blog/${slug}-v2 and the old address redirects to it.`),
  ).toBeVisible();
});
