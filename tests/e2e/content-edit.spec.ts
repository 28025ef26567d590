// The editing room (issue 40) in a real browser against the production build: two editors on one
// article (the second sees who holds it and takes over, the first turns read-only); autosave keeps
// the text of a page closed without saving; a save that lost the race opens the merge view and
// saves the merged text; with review on, an editor submits and an administrator approves. By
// keyboard, at 1280 and 390 px, with axe.
import { expect, test, type Page } from "@playwright/test";
import { base, editorInOwnContext, openArticleEditor as openEditor, screenProblems, signInAsAdmin } from "./support";

const stamp = Date.now();
const origin = { origin: base.origin };

// An article the publish gates pass (two sections, a list, 350 words or more), created through the API.
const sentence = "Each showroom visit starts online, so the group reads its campaigns by the appointments and sales they bring. ";
const articleBody =
  `## Where shoppers come from\n\n${sentence.repeat(8)}\n\n- Appointments by campaign\n- Sales by campaign\n- Cost per sale\n\n` +
  `## What the group decides\n\n${sentence.repeat(8)}\n\n${sentence.repeat(8)}`;
async function newArticle(page: Page, title: string): Promise<number> {
  const created = await page.request.post("/staff/api/content/articles", {
    headers: origin,
    data: {
      locale: "en",
      slug: `showroom-${stamp}-${Math.random().toString(36).slice(2, 7)}`,
      title,
      seoTitle: "Showroom visits that start online",
      excerpt: "How a dealer group reads its campaigns by the appointments and the sales they bring.",
      seoDescription: "How a dealer group reads its campaigns by the appointments and sales they bring, and what it decides from that each month.",
      category: "Digital Analytics",
      tags: ["attribution", "showroom"],
      body: articleBody,
      featuredImage: null,
      featuredImageAlt: null,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

async function press(page: Page, name: string | RegExp) {
  await page.getByRole("button", { name, exact: typeof name === "string" }).focus();
  await page.keyboard.press("Enter");
}

test("two editors: the second sees who holds the article and takes over; autosave survives a closed page; a lost race merges", async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const marie = await editorInOwnContext(browser, "Marie");
  const luc = await editorInOwnContext(browser, "Luc");
  const id = await newArticle(marie.page, "Showroom visits that start online");
  const problems: string[] = [];

  expect((await (await openEditor(marie.page, id)).json()).lock.holder).toBe(marie.name);
  await openEditor(luc.page, id);
  const held = luc.page.getByRole("alert", { name: `${marie.name} is editing this page` });
  await expect(held).toBeVisible();
  await expect(held).toContainText(`${marie.name} has been editing this page since`);
  await expect(luc.page.getByLabel("Title", { exact: true })).toBeDisabled();
  problems.push(...(await screenProblems(luc.page, testInfo, "locked")));

  await press(luc.page, "Take over");
  await expect(luc.page.getByLabel("Title", { exact: true })).toBeEnabled();
  // Marie's next autosave learns she lost the lock: her editor turns read-only.
  const title = marie.page.getByLabel("Title", { exact: true });
  await title.focus();
  await marie.page.keyboard.press("End");
  await marie.page.keyboard.insertText(" (draft)");
  await expect(marie.page.getByRole("heading", { name: `${luc.name} took over this page` })).toBeVisible({ timeout: 10_000 });
  await expect(title).toBeDisabled();

  // Luc types, waits for the autosave, and closes the page without saving.
  const body = luc.page.getByRole("textbox", { name: "Body (Markdown)" });
  await body.focus();
  await luc.page.keyboard.press("ControlOrMeta+End");
  await luc.page.keyboard.insertText("\n\nLuc's closing line, never saved by hand.");
  await expect(luc.page.getByText(/Saved as draft at/)).toBeVisible({ timeout: 5_000 });
  await luc.page.close();

  const again = await luc.page.context().newPage();
  await openEditor(again, id);
  await expect(again.getByRole("heading", { name: /^Unsaved changes from / })).toBeVisible();
  problems.push(...(await screenProblems(again, testInfo, "restore")));
  await press(again, "Restore");
  await expect(again.getByRole("textbox", { name: "Body (Markdown)" })).toContainText("Luc's closing line, never saved by hand.");

  // Meanwhile revision 2 changes the title and the first paragraph (a script of Luc's, holding the lock).
  const theirs = await again.request.patch(`/staff/api/content/articles/${id}`, {
    headers: origin,
    data: { baseRevision: 1, title: "Showroom visits start online", body: articleBody.replace("## Where shoppers come from", "## Where buyers come from") },
  });
  expect(theirs.status()).toBe(200);
  await press(again, "Save");
  const merge = again.getByRole("region", { name: "Merge your changes with theirs" });
  await expect(merge).toBeVisible();
  problems.push(...(await screenProblems(again, testInfo, "merge")));
  await merge.getByRole("button", { name: "Take this change of theirs" }).first().focus();
  await again.keyboard.press("Enter");
  await press(again, "Save the merged text");
  await expect(again.getByText("Saved as revision 3.")).toBeVisible();
  const saved = (await (await again.request.get(`/staff/api/content/articles/${id}`)).json()) as { article: { draft: { title: string; body: string } } };
  expect(saved.article.draft.title).toBe("Showroom visits start online");
  expect(saved.article.draft.body).toContain("## Where buyers come from");
  expect(saved.article.draft.body).toContain("Luc's closing line, never saved by hand.");
  expect(problems).toEqual([]);
});

// Tagged @site-setting: it runs in a project of its own (playwright.config.ts), alone.
test(
  "review: with the setting on, an editor submits and an administrator approves, which publishes",
  { tag: "@site-setting" },
  async ({ browser, page }, testInfo) => {
    test.setTimeout(180_000);
    await signInAsAdmin(page, `admin+edit-${stamp}@torqueanalytics.ca`, `Admin ${stamp}`);
    const writer = await editorInOwnContext(browser, "Sam");
    const id = await newArticle(writer.page, "Showroom visits, reviewed");
    const problems: string[] = [];

    await page.goto("/staff/content/reviews");
    await page.getByLabel("Publishing needs review").check();
    await press(page, "Save the setting");
    await expect(page.getByText("Setting saved.")).toBeVisible();
    try {
      await openEditor(writer.page, id);
      await expect(writer.page.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
      await press(writer.page, "Submit for review");
      await expect(writer.page.getByText(/Submitted for review \(revision 1\)/)).toBeVisible();

      await page.reload();
      const item = page.getByRole("listitem").filter({ hasText: "Showroom visits, reviewed" });
      await expect(item).toContainText("Waiting");
      problems.push(...(await screenProblems(page, testInfo, "reviews")));
      await item.getByRole("button", { name: "Approve and publish" }).focus();
      await page.keyboard.press("Enter");
      await expect(item).toContainText(`Approved by Admin ${stamp}`, { timeout: 20_000 });
    } finally {
      // The setting is the whole site's: the other publishing specs' editors publish directly.
      await page.request.put("/staff/api/content/settings", { headers: origin, data: { reviewRequired: false } });
    }
    const article = (await (await writer.page.request.get(`/staff/api/content/articles/${id}`)).json()) as { article: { status: string } };
    expect(article.article.status).toBe("published");
    await writer.page.goto("/staff/content/reviews");
    await expect(writer.page.getByRole("listitem").filter({ hasText: "Showroom visits, reviewed" })).toContainText("Approved by");
    problems.push(...(await screenProblems(writer.page, testInfo, "reviews-editor")));
    // The same screens in French.
    expect((await writer.page.request.post("/staff/actions/settings", { form: { language: "fr", timeZone: "" }, headers: origin })).status()).toBe(200);
    await writer.page.reload();
    await expect(writer.page.getByRole("heading", { level: 1, name: "Approbations" })).toBeVisible();
    await expect(writer.page.getByRole("listitem").filter({ hasText: "Showroom visits, reviewed" })).toContainText("Approuvé par");
    problems.push(...(await screenProblems(writer.page, testInfo, "reviews-editor-fr")));
    await openEditor(writer.page, id);
    await expect(writer.page.getByRole("button", { name: "Publier", exact: true })).toBeVisible();
    problems.push(...(await screenProblems(writer.page, testInfo, "editor-fr")));
    expect(problems).toEqual([]);
  },
);
