// Nothing typed is lost (issue 50, item 1; one word after "content-", so the publishing project runs it), in a real browser against the production build, two
// editors in two browser contexts: a working copy restored after a colleague's save opens the merge
// view and keeps the colleague's field; what the former holder types after a take-over is their
// working copy, and an idle holder learns of a take-over within seconds; a new article survives a
// navigation (and asks before its tab closes); a closed tab frees the lock within seconds.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { fields } from "../support/content";
import { base, editorInOwnContext, openArticleEditor as openEditor } from "./support";

const origin = { origin: base.origin };
// The editor reads the lock every 5 s (components/staff/content/use-editing-room.ts): seconds, with
// room for this busy machine.
const WITHIN_SECONDS = 12_000;

async function newArticle(page: Page): Promise<number> {
  const created = await page.request.post("/staff/api/content/articles", { headers: origin, data: { locale: "en", ...fields() } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

// Mia holds a new article; Noah, in his own browser, is told she edits it.
async function heldByMia(browser: Browser) {
  const mia = await editorInOwnContext(browser, "Mia");
  const noah = await editorInOwnContext(browser, "Noah");
  const id = await newArticle(mia.page);
  await openEditor(mia.page, id);
  await openEditor(noah.page, id);
  await expect(noah.page.getByRole("alert", { name: `${mia.name} is editing this page` })).toBeVisible();
  await expect(noah.page.getByLabel("Title", { exact: true })).toBeDisabled();
  return { mia, noah, id };
}

// The tab closed as a person closes it (the page's beforeunload and pagehide run; "Leave?" answered yes).
async function closeTab(page: Page) {
  page.once("dialog", (dialog) => void dialog.accept());
  const closed = page.waitForEvent("close");
  await page.close({ runBeforeUnload: true });
  await closed;
}

async function press(page: Page, name: string) {
  await page.getByRole("button", { name, exact: true }).focus();
  await page.keyboard.press("Enter");
}

async function typeAtEnd(page: Page, label: string, text: string) {
  const field = label === "Body (Markdown)" ? page.getByRole("textbox", { name: label }) : page.getByLabel(label, { exact: true });
  await field.focus();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.insertText(text);
}

const draftOf = async (page: Page, id: number) =>
  ((await (await page.request.get(`/staff/api/content/articles/${id}`)).json()) as { article: { draft: { seoTitle: string; body: string } } }).article.draft;

test("a working copy restored after a colleague's save goes through the merge and keeps the colleague's field", async ({ browser }) => {
  test.setTimeout(120_000);
  const mia = await editorInOwnContext(browser, "Mia");
  const noah = await editorInOwnContext(browser, "Noah");
  const id = await newArticle(mia.page);

  await openEditor(mia.page, id);
  await typeAtEnd(mia.page, "Body (Markdown)", "\n\nMia's closing line, kept by the autosave.");
  await expect(mia.page.getByText(/Saved as draft at/)).toBeVisible({ timeout: 10_000 });
  await closeTab(mia.page);

  // Mia's tab is closed: Noah has the article (at once, or at his editor's next look at the lock).
  await openEditor(noah.page, id);
  await expect(noah.page.getByLabel("SEO title", { exact: true })).toBeEnabled({ timeout: WITHIN_SECONDS });
  const seo = noah.page.getByLabel("SEO title", { exact: true });
  await seo.focus();
  await noah.page.keyboard.press("ControlOrMeta+A");
  await noah.page.keyboard.insertText("Noah's SEO title");
  await press(noah.page, "Save");
  await expect(noah.page.getByText("Saved as revision 2.")).toBeVisible();
  await closeTab(noah.page);

  const again = await mia.page.context().newPage();
  await openEditor(again, id);
  await expect(again.getByRole("heading", { name: /^Unsaved changes from / })).toBeVisible();
  await press(again, "Restore");
  const merge = again.getByRole("region", { name: "Merge your changes with theirs" });
  await expect(merge).toBeVisible();
  await press(again, "Save the merged text");
  await expect(again.getByText("Saved as revision 3.")).toBeVisible();
  const saved = await draftOf(again, id);
  expect(saved.seoTitle).toBe("Noah's SEO title");
  expect(saved.body).toContain("Mia's closing line, kept by the autosave.");
});

test("what the former holder types after a take-over is kept, and an idle holder learns of a take-over within seconds", async ({ browser }) => {
  test.setTimeout(120_000);
  const { mia, noah, id } = await heldByMia(browser);

  await press(noah.page, "Take over");
  await expect(noah.page.getByLabel("Title", { exact: true })).toBeEnabled();
  // Mia has not learned it yet: she types.
  await typeAtEnd(mia.page, "Body (Markdown)", "\n\nTyped by Mia after the take-over.");
  await expect(mia.page.getByRole("heading", { name: `${noah.name} took over this page` })).toBeVisible({ timeout: WITHIN_SECONDS });
  await expect
    .poll(async () => {
      const reply = (await (await mia.page.request.get(`/staff/api/content/articles/${id}/working-copy`)).json()) as {
        workingCopy: { fields: { body: string } } | null;
      };
      return reply.workingCopy?.fields.body ?? "";
    })
    .toContain("Typed by Mia after the take-over.");

  // Mia takes it back while Noah sits idle: his editor says so within seconds, without a keystroke.
  await press(mia.page, "Take over");
  await expect(mia.page.getByLabel("Title", { exact: true })).toBeEnabled();
  const taken = Date.now();
  await expect(noah.page.getByRole("heading", { name: `${mia.name} took over this page` })).toBeVisible({ timeout: WITHIN_SECONDS });
  await expect(noah.page.getByLabel("Title", { exact: true })).toBeDisabled();
  test.info().annotations.push({ type: "idle holder told after", description: `${Date.now() - taken} ms` });
});

test("a new article survives a navigation, and its tab asks before closing", async ({ browser }) => {
  test.setTimeout(120_000);
  const mia = await editorInOwnContext(browser, "Mia");
  const page = mia.page;
  await page.goto("/staff/content/articles/new");
  const title = `An article Mia never created ${Date.now()}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await typeAtEnd(page, "Body (Markdown)", "The first paragraph, typed before any draft existed.");

  await page.getByRole("link", { name: /Back to content/ }).click();
  await expect(page).toHaveURL(/\/staff\/content$/);
  await page.goto("/staff/content/articles/new");
  await expect(page.getByText(/^Your unsaved text from .+ is back in the fields\./)).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(page.getByRole("textbox", { name: "Body (Markdown)" })).toContainText("The first paragraph, typed before any draft existed.");

  // A keystroke on this page (the browser asks only on a page the person used), then closing the tab
  // with the text unsaved: the browser asks first.
  await typeAtEnd(page, "Body (Markdown)", " One more sentence.");
  const asked = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.accept();

  // The text survived the closed tab too; Discard clears it for good.
  const again = await page.context().newPage();
  await again.goto("/staff/content/articles/new");
  await expect(again.getByRole("textbox", { name: "Body (Markdown)" })).toContainText("typed before any draft existed. One more sentence.");
  await press(again, "Discard");
  await expect(again.getByLabel("Title", { exact: true })).toHaveValue("");
  // Nothing left in this browser to give back.
  expect(await again.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("torque:new-article:")))).toEqual([]);
});

test("a closed tab frees the lock within seconds: the colleague waiting can edit", async ({ browser }) => {
  test.setTimeout(120_000);
  const { mia, noah, id } = await heldByMia(browser);

  const closed = Date.now();
  await closeTab(mia.page);
  await expect(noah.page.getByLabel("Title", { exact: true })).toBeEnabled({ timeout: WITHIN_SECONDS });
  test.info().annotations.push({ type: "lock free for the colleague after", description: `${Date.now() - closed} ms` });
  const lock = (await (await noah.page.request.get(`/staff/api/content/articles/${id}/lock`)).json()) as { mine: boolean };
  expect(lock.mine).toBe(true);
});
