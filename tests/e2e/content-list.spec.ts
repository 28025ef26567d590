// The content list a marketer works in (issue 50, item 4; one word after "content-", so the publishing
// project runs it), in a real browser against the production build: pages of 25 with the filters and
// the order in the address (a reload shows the same page); two articles unpublished at once by keyboard,
// after a confirmation naming them; a draft archived (out of the list, shown by its filter) and then
// deleted, each after its confirmation; the list and its dialog pass axe and fit 1280 and 390 px in
// both languages.
import { expect, test, type Page } from "@playwright/test";
import { fields } from "../support/content";
import { base, seriousViolations, setWorkspaceLanguage, signInAsEditor } from "./support";

const origin = { origin: base.origin };
// One word no other article holds: the list searched for it shows this spec's articles only.
const word = `quokka${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, "")
  .slice(0, 6)}`;

async function newArticle(page: Page, title: string, publish: boolean): Promise<{ id: number; slug: string }> {
  const data = { locale: "en", ...fields({ title, tags: ["attribution", word] }) };
  const created = await page.request.post("/staff/api/content/articles", { headers: origin, data });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  if (publish) {
    const published = await page.request.post(`/staff/api/content/articles/${id}/publish`, { headers: origin, data: { baseRevision: 1 } });
    expect(published.status(), await published.text()).toBe(200);
  }
  return { id, slug: data.slug };
}

// Focuses a control and presses a key, as a keyboard user does.
async function press(page: Page, control: ReturnType<Page["getByRole"]>, key = "Enter") {
  await control.focus();
  await page.keyboard.press(key);
}

// Asks for an action on the checked rows and confirms it from the keyboard: Cancel has the focus, Tab
// reaches the action's button. Answers the dialog's list of names.
async function confirmAction(page: Page, action: string, question: string, confirm: string): Promise<string[]> {
  await press(page, page.getByRole("group", { name: "Act on the selected articles" }).getByRole("button", { name: action, exact: true }));
  const dialog = page.getByRole("dialog", { name: question });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  const names = await dialog.getByRole("listitem").allTextContents();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: confirm })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  return names;
}

test("an editor pages through the list, and the filters and the order stay in the address across a reload", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsEditor(page, "Lea");
  await setWorkspaceLanguage(page, "en");
  await page.goto("/staff/content");
  await page.getByRole("combobox", { name: "Language" }).selectOption("en");
  await page.getByRole("combobox", { name: "Category" }).selectOption("Digital Analytics");
  await page.getByRole("combobox", { name: "Order" }).selectOption("title");
  await press(page, page.getByRole("button", { name: "Filter" }));
  await page.waitForURL((url) => url.searchParams.get("sort") === "title" && url.searchParams.get("category") === "Digital Analytics");
  const articles = page.getByRole("region", { name: /Articles/ });
  await expect(articles.getByText(/^1–25 of \d+$/)).toBeVisible();
  const firstPage = await articles.getByRole("row").nth(1).getByRole("link").first().textContent();

  const pages = page.getByRole("navigation", { name: "Pages of the article list" });
  await press(page, pages.getByRole("link", { name: "Page 2" }));
  await page.waitForURL((url) => url.searchParams.get("page") === "2");
  expect(new URL(page.url()).searchParams.get("locale")).toBe("en");
  await page.reload();
  await expect(pages.getByRole("link", { name: "Page 2, current page" })).toHaveAttribute("aria-current", "page");
  await expect(articles.getByText(/^26–\d+ of \d+$/)).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("Digital Analytics");
  await expect(page.getByRole("combobox", { name: "Order" })).toHaveValue("title");
  // Every row of page 2 is a Digital Analytics article in English, none of page 1's.
  const rows = articles.getByRole("row");
  expect(await rows.count()).toBeGreaterThan(1);
  for (const row of (await rows.all()).slice(1)) await expect(row).toContainText(/English\s*Digital Analytics/);
  await expect(articles.getByRole("link", { name: firstPage!, exact: true })).toHaveCount(0);
  await press(page, pages.getByRole("link", { name: "Previous" }));
  await page.waitForURL((url) => !url.searchParams.has("page") && url.searchParams.get("sort") === "title");
});

test("an editor unpublishes two articles at once by keyboard, then archives and deletes a draft, each after a confirmation", async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsEditor(page, "Ravi");
  await setWorkspaceLanguage(page, "en");
  const one = await newArticle(page, `Co-op funds that expire ${word}`, true);
  const two = await newArticle(page, `Showroom traffic by source ${word}`, true);
  const draft = await newArticle(page, `Abandoned test draft ${word}`, false);
  await page.goto(`/staff/content?q=${word}`);
  const articles = page.getByRole("region", { name: /Articles/ });
  await expect(articles.getByRole("row")).toHaveCount(4);

  // Two rows checked by keyboard (Space), Unpublish, the dialog names both; Escape first cancels it.
  await press(page, articles.getByRole("checkbox", { name: `Select Co-op funds that expire ${word}` }), "Space");
  await press(page, articles.getByRole("checkbox", { name: `Select Showroom traffic by source ${word}` }), "Space");
  await expect(page.getByText("Selected: 2")).toBeVisible();
  await press(page, page.getByRole("button", { name: "Unpublish", exact: true }));
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  expect((await page.request.get(`/blog/${one.slug}`)).status()).toBe(200);
  const named = await confirmAction(page, "Unpublish", "Take these articles off the public site?", "Yes, unpublish");
  expect(named.toSorted()).toEqual([`Co-op funds that expire ${word}`, `Showroom traffic by source ${word}`]);
  const outcome = page.getByRole("status").filter({ hasText: "Done: 2 · Refused: 0" });
  await expect(outcome).toContainText(`Co-op funds that expire ${word} — unpublished`);
  for (const { slug } of [one, two]) await expect.poll(async () => (await page.request.get(`/blog/${slug}`)).status(), { timeout: 10_000 }).toBe(404);
  await expect(articles.getByRole("row").filter({ hasText: `Showroom traffic by source ${word}` })).toContainText("Unpublished");

  // The draft archived: it leaves the list; the Archived filter shows it, with Restore and Delete.
  await page.goto(`/staff/content?q=${word}`);
  await press(page, articles.getByRole("checkbox", { name: `Select Abandoned test draft ${word}` }), "Space");
  expect(await confirmAction(page, "Archive", "Archive these articles?", "Yes, archive")).toEqual([`Abandoned test draft ${word}`]);
  await expect(page.getByRole("status").filter({ hasText: `Abandoned test draft ${word} — archived` })).toBeVisible();
  await expect(articles.getByRole("link", { name: `Abandoned test draft ${word}` })).toHaveCount(0);
  await page.goto(`/staff/content?q=${word}&status=archived`);
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("archived");
  await expect(articles.getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Restore from the archive" })).toBeVisible();

  // Deleted, after a confirmation naming it: gone from the workspace.
  await press(page, articles.getByRole("checkbox", { name: `Select Abandoned test draft ${word}` }), "Space");
  const question = "Delete these articles for good?";
  expect(await confirmAction(page, "Delete", question, "Yes, delete")).toEqual([`Abandoned test draft ${word}`]);
  await expect(page.getByRole("status").filter({ hasText: `Abandoned test draft ${word} — deleted` })).toBeVisible();
  expect((await page.request.get(`/staff/api/content/articles/${draft.id}`)).status()).toBe(404);

  // A published article is not deleted: the refusal says why.
  await page.goto(`/staff/content?q=${word}`);
  await press(page, articles.getByRole("checkbox", { name: `Select Co-op funds that expire ${word}` }), "Space");
  await confirmAction(page, "Delete", question, "Yes, delete");
  await expect(page.getByRole("status").filter({ hasText: "refused: This article has been published: its address and redirects must stay" })).toBeVisible();
});

test("the list and its confirmation pass axe and fit 1280 and 390 px, in English and in French", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await signInAsEditor(page, "Noor");
  await newArticle(page, `Screen check ${word}`, false);
  const problems: string[] = [];
  const check = async (label: string) => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) problems.push(`${label}: ${overflow}px wider`);
    problems.push(...(await seriousViolations(page)).map((v) => `${label}: ${v}`));
  };
  const words = {
    en: { select: "Select all on this page", action: "Archive", lang: "en-CA" },
    fr: { select: "Tout sélectionner sur cette page", action: "Archiver", lang: "fr-CA" },
  };
  for (const language of ["en", "fr"] as const) {
    await setWorkspaceLanguage(page, language);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/staff/content?locale=en&sort=updated&page=2");
      await expect(page.locator("html")).toHaveAttribute("lang", words[language].lang);
      await check(`${language} ${width} list`);
      await page.screenshot({ path: testInfo.outputPath(`list-${language}-${width}.png`), fullPage: true });
      await page.goto(`/staff/content?q=${word}`);
      await press(page, page.getByRole("checkbox", { name: words[language].select }), "Space");
      await press(page, page.getByRole("button", { name: words[language].action, exact: true }));
      await expect(page.getByRole("dialog")).toBeVisible();
      await check(`${language} ${width} dialog`);
      await page.screenshot({ path: testInfo.outputPath(`dialog-${language}-${width}.png`) });
      await page.keyboard.press("Escape");
    }
  }
  expect(problems).toEqual([]);
});
