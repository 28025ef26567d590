// The article editor writes the Markdown a person would (issue 50, items 2 and 3), in a real browser
// against the production build: the toolbar's heading, list and quote buttons on empty lines, a
// table typed cell to cell with Tab, Ctrl+S saving, the toolbar as one tab stop; a paste of Google
// Docs' and Word's clipboards (a real paste event carrying their HTML); a French draft whose spacing
// the gate lists in full and fixes in one click. Each saved body is read back from the API and must
// equal exactly what a person would have typed.
import { expect, test, type Page } from "@playwright/test";
import { googleDocsClipboard, googleDocsMarkdown, wordClipboard, wordMarkdown } from "../support/clipboards";
import { base, screenProblems, setWorkspaceLanguage, signInAsEditor } from "./support";

const origin = { origin: base.origin };
const stamp = Date.now();

async function newArticle(page: Page, fields: { locale: "en" | "fr"; title: string; body: string; excerpt?: string; translationOf?: number }): Promise<number> {
  const created = await page.request.post("/staff/api/content/articles", {
    headers: origin,
    data: {
      slug: `markdown-${stamp}-${Math.random().toString(36).slice(2, 7)}`,
      seoTitle: null,
      excerpt: fields.excerpt ?? "How the editor writes Markdown.",
      seoDescription: null,
      category: "Digital Analytics",
      tags: ["editor", "markdown"],
      featuredImage: null,
      featuredImageAlt: null,
      ...fields,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

const savedBody = async (page: Page, id: number) =>
  ((await (await page.request.get(`/staff/api/content/articles/${id}`)).json()) as { article: { draft: { body: string } } }).article.draft.body;

async function openEditor(page: Page, id: number) {
  const locked = page.waitForResponse((r) => r.url().endsWith(`/articles/${id}/lock`) && r.request().method() === "POST");
  await page.goto(`/staff/content/articles/${id}`);
  await locked;
  return page.locator(".cm-content");
}

// Ctrl+S, and the editor's own save answering (never the browser's Save page as).
async function saveByKeys(page: Page, id: number) {
  const saved = page.waitForResponse((r) => r.url().endsWith(`/staff/api/content/articles/${id}`) && r.request().method() === "PATCH");
  await page.keyboard.press("Control+s");
  const response = await saved;
  expect(response.status(), await response.text()).toBe(200);
}

test("the toolbar on empty lines, a table cell to cell, Ctrl+S, and a toolbar that is one tab stop", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signInAsEditor(page, "Maude");
  const id = await newArticle(page, { locale: "en", title: `Toolbar ${stamp}`, body: "Intro." });
  const body = await openEditor(page, id);
  const toolbar = page.getByRole("toolbar", { name: "Formatting" });

  await body.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await toolbar.getByRole("button", { name: "Heading 2" }).click();
  await page.keyboard.type("Why it matters");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await toolbar.getByRole("button", { name: "Bulleted list" }).click();
  await page.keyboard.type("First point");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await toolbar.getByRole("button", { name: "Quote" }).click();
  await page.keyboard.type("Sales beat clicks.");
  // Enter continues the quote, Enter on its empty line ends it, Enter again leaves a blank line: as a list.
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  // The shortcut on an empty line does the same as its button.
  await page.keyboard.press("Control+Alt+3");
  await page.keyboard.type("Prices");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await toolbar.getByRole("button", { name: "Table" }).click();
  for (const [i, cell] of ["Model", "Price", "Civic", "28 000 $"].entries()) {
    if (i > 0) await page.keyboard.press("Tab");
    await page.keyboard.type(cell);
  }
  await expect(body).toBeFocused();
  await saveByKeys(page, id);
  await expect(page.getByText("Saved as revision 2")).toBeVisible();
  expect(await savedBody(page, id)).toBe(
    "Intro.\n\n## Why it matters\n\n- First point\n\n> Sales beat clicks.\n\n### Prices\n\n| Model | Price |\n| --- | --- |\n| Civic | 28 000 $ |",
  );

  // Outside a table Tab leaves the editor (to the next control), so the keyboard is never stuck.
  await page.keyboard.press("Control+Home");
  await page.keyboard.press("Tab");
  await expect(body).not.toBeFocused();

  // The toolbar is one tab stop: arrows, Home and End move inside it; Tab goes on to the text.
  await expect(toolbar.locator("button[tabindex='0']")).toHaveCount(1);
  await toolbar.getByRole("button", { name: "Bold" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(toolbar.getByRole("button", { name: "Italic" })).toBeFocused();
  await page.keyboard.press("End");
  await expect(toolbar.getByRole("button", { name: /^Image from a file/ })).toBeFocused();
  await page.keyboard.press("Home");
  await expect(toolbar.getByRole("button", { name: "Bold" })).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(toolbar.getByRole("button", { name: /^Image from a file/ })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(body).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(toolbar.getByRole("button", { name: /^Image from a file/ })).toBeFocused();
  expect(await screenProblems(page, testInfo, "markdown-toolbar")).toEqual([]);
});

test("pasting Google Docs' and Word's clipboards gives GFM tables and real lists, never HTML or '·' paragraphs", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsEditor(page, "Lise");
  const id = await newArticle(page, { locale: "en", title: `Paste ${stamp}`, body: "Intro." });
  const body = await openEditor(page, id);
  const paste = (html: string) =>
    body.evaluate((content, clipboard) => {
      const data = new DataTransfer();
      data.setData("text/html", clipboard);
      data.setData("text/plain", "plain text the editor must not use");
      content.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, html);

  await body.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await paste(googleDocsClipboard);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await paste(wordClipboard);
  await saveByKeys(page, id);
  expect(await savedBody(page, id)).toBe(`Intro.\n\n${googleDocsMarkdown}\n\n${wordMarkdown}`);
});

test("the French gate lists every spacing fault at once and fixes them all in one click, in the fields", async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  await signInAsEditor(page, "Elise");
  await setWorkspaceLanguage(page, "fr");
  const faulty = "La raison : les coûts. Les « services » comptent ; vraiment ! Une demande refusée; celle-ci ?";
  // A French article adapts an English one.
  const english = await newArticle(page, { locale: "en", title: `Spacing ${stamp}`, body: "Intro." });
  const id = await newArticle(page, {
    locale: "fr",
    translationOf: english,
    title: `Espaces ${stamp} : test`,
    body: `## Intro\n\n${faulty}\n`,
    excerpt: "Un extrait : court.",
  });
  await openEditor(page, id);
  await page.getByRole("button", { name: "Publier", exact: true }).click();
  const status = page.getByRole("status").filter({ hasText: "Non publié." });
  const spacing = status.getByRole("listitem").filter({ hasText: /^[^:]+\u00a0: (espace ordinaire|aucune espace)/ });
  // Every occurrence at once: the title's colon, the excerpt's, and the body's six. (A publish runs the
  // HTML check first: its checker may still be starting on a loaded machine.)
  await expect(spacing).toHaveCount(8, { timeout: 60_000 });
  await expect(status.getByRole("listitem").filter({ hasText: "Corps (Markdown)\u00a0: espace ordinaire avant le deux-points" })).toHaveCount(1);
  expect(await screenProblems(page, testInfo, "french-gate-fr")).toEqual([]);

  await status.getByRole("button", { name: "Corriger les espaces" }).click();
  await expect(page.getByText("Espaces corrigées\u00a0: 8.")).toBeVisible();
  await expect(page.getByLabel("Titre", { exact: true })).toHaveValue(`Espaces ${stamp}\u00a0: test`);
  // Nothing was written behind the author's back: the saved draft is as it was until they save.
  // (Stored trimmed, as every text field is.)
  expect(await savedBody(page, id)).toBe(`## Intro\n\n${faulty}`);
  await saveByKeys(page, id);
  expect(await savedBody(page, id)).toBe(
    "## Intro\n\nLa raison\u00a0: les coûts. Les «\u00a0services\u00a0» comptent\u202f; vraiment\u202f! Une demande refusée; celle-ci\u202f?",
  );
  await page.getByRole("button", { name: "Publier", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Non publié." })).toBeVisible({ timeout: 60_000 });
  await expect(spacing).toHaveCount(0);
});
