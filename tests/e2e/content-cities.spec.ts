// City pages in the workspace (issue 40) in a real browser against the production build: two editors
// on one language of a city page (the second sees who holds it and takes over, the first turns
// read-only); autosave keeps the text of a page closed without saving; the search finds a city page
// and links to its editor; the French list names the provinces in French. By keyboard, both
// languages, at 1280 and 390 px, with axe.
import { expect, test, type Page } from "@playwright/test";
import { editorInOwnContext, screenProblems, setWorkspaceLanguage, workspaceScreenProblems } from "./support";

// The city editor, once its French page's lock has answered; answers that page's section.
async function openFrench(page: Page, slug: string) {
  const locked = page.waitForResponse((r) => r.url().endsWith(`/cities/${slug}/lock?locale=fr`) && r.request().method() === "POST");
  await page.goto(`/staff/content/cities/${slug}`);
  await locked;
  return page.locator('section[aria-labelledby="city-fr-title"]');
}

async function press(section: ReturnType<Page["locator"]>, name: string | RegExp) {
  await section.getByRole("button", { name, exact: typeof name === "string" }).focus();
  await section.page().keyboard.press("Enter");
}

test("two editors on a city page: the second sees who holds it and takes over; autosave survives a closed page", async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  const marie = await editorInOwnContext(browser, "Marie");
  const luc = await editorInOwnContext(browser, "Luc");

  await openFrench(marie.page, "winnipeg");
  const french = await openFrench(luc.page, "winnipeg");
  const held = french.getByRole("alert", { name: `${marie.name} is editing this page` });
  await expect(held).toBeVisible();
  await expect(held).toContainText(`${marie.name} has been editing this page since`);
  await expect(french.getByLabel("Hero title")).toBeDisabled();
  problems.push(...(await screenProblems(luc.page, testInfo, "locked")));

  await press(french, "Take over");
  await expect(french.getByLabel("Hero title")).toBeEnabled();
  // Marie's next autosave learns she lost the lock: her French editor turns read-only.
  const hers = marie.page.locator('section[aria-labelledby="city-fr-title"]');
  const title = hers.getByLabel("Hero title");
  await title.focus();
  await marie.page.keyboard.press("End");
  await marie.page.keyboard.insertText(" (brouillon)");
  await expect(hers.getByRole("heading", { name: `${luc.name} took over this page` })).toBeVisible({ timeout: 10_000 });
  await expect(title).toBeDisabled();

  // Luc types, waits for the autosave, and closes the page without saving.
  const subtitle = french.getByLabel("Hero subtitle");
  await subtitle.focus();
  await luc.page.keyboard.press("ControlOrMeta+End");
  await luc.page.keyboard.insertText(" Une phrase de Luc, jamais enregistrée à la main.");
  await expect(french.getByText(/Saved as draft at/)).toBeVisible({ timeout: 5_000 });
  await luc.page.close();

  const again = await luc.page.context().newPage();
  const reopened = await openFrench(again, "winnipeg");
  await expect(reopened.getByRole("heading", { name: /^Unsaved changes from / })).toBeVisible();
  problems.push(...(await screenProblems(again, testInfo, "restore")));
  await press(reopened, "Restore");
  await expect(reopened.getByLabel("Hero subtitle")).toHaveValue(/Une phrase de Luc, jamais enregistrée à la main\.$/);
  await press(reopened, "Save");
  await expect(reopened.getByText(/^Saved as revision \d+\./)).toBeVisible();
  // The restored words are searchable at once, and the result opens the city's French editor.
  await again.goto(`/staff/content?q=${encodeURIComponent("jamais enregistree")}`);
  const cities = again.getByRole("region", { name: /City pages/ });
  await expect(cities).toContainText("1 city page matches");
  await cities.getByRole("link", { name: "Winnipeg" }).click();
  await expect(again).toHaveURL(/\/staff\/content\/cities\/winnipeg#city-fr-title$/);
  expect(problems).toEqual([]);
});

test("the French workspace names the provinces in French; the city screens pass in both languages", async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const { page } = await editorInOwnContext(browser, "Anne");
  await setWorkspaceLanguage(page, "fr");
  await page.goto("/staff/content");
  const cities = page.getByRole("region", { name: "Pages de ville" });
  await expect(cities.getByRole("row", { name: /Vancouver/ })).toContainText("Colombie-Britannique");
  await expect(cities.getByRole("row", { name: /Montréal/ })).toContainText("Québec");
  await expect(cities).not.toContainText("British Columbia");
  await page.goto("/staff/content/cities/vancouver");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Colombie-Britannique");

  const problems = await workspaceScreenProblems(page, testInfo, [
    "/staff/content/cities/montreal",
    `/staff/content?q=${encodeURIComponent("marche bilingue")}`,
  ]);
  expect(problems).toEqual([]);
});

// Issue 50, item 5: a city page's language has what an article has. By keyboard, at 1280 and 390 px.
test("a city page at parity with articles: the preview of unsaved words, a refusal naming its field, a restore, a schedule", async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const { page } = await editorInOwnContext(browser, "Paul");
  const french = await openFrench(page, "regina");
  const title = french.getByLabel("Hero title");
  const original = await title.inputValue();

  // The preview shows the words typed, before any save.
  await title.fill("Regina, un aperçu avant tout");
  await french.getByText("Preview", { exact: true }).focus();
  await page.keyboard.press("Enter");
  const preview = french.frameLocator('iframe[title="Preview of the page with your unsaved changes"]');
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Regina, un aperçu avant tout", { timeout: 10_000 });

  // A refusal names the field it is about, linked to it.
  await title.fill("Rgn");
  await press(french, "Publish");
  await expect(french.getByRole("link", { name: /^Hero title: At least 5 characters/ })).toBeVisible({ timeout: 20_000 });

  // The revisions: the newest compared with the one before, then the older hero title brought back alone.
  const revisions = french.getByRole("region", { name: "Revisions" });
  await press(revisions, "Compare");
  await expect(revisions.getByRole("table")).toContainText("Rgn");
  const restore = revisions.getByRole("button", { name: /^Restore “Hero title” from revision \d+$/ });
  const reloaded = page.waitForEvent("load");
  await restore.focus();
  await page.keyboard.press("Enter");
  await reloaded;
  const again = page.locator('section[aria-labelledby="city-fr-title"]');
  await expect(again.getByLabel("Hero title")).toHaveValue(original);

  // A publish scheduled (with the English page), then cancelled.
  const schedule = again.getByRole("region", { name: "Schedule", exact: true });
  await expect(schedule).toContainText("Publish at the time of your choice");
  await schedule.getByRole("textbox", { name: "Date", exact: true }).fill("2027-03-09");
  await schedule.getByRole("textbox", { name: "Time", exact: true }).fill("10:00");
  await schedule.getByRole("checkbox", { name: "With its English page, in the same moment" }).check();
  await press(schedule, "Schedule");
  await expect(schedule.getByRole("status")).toHaveText("Scheduled.", { timeout: 60_000 });
  await expect(schedule.getByText(/^Publish scheduled for /)).toBeVisible();
  const problems = await screenProblems(page, testInfo, "city-parity");
  await schedule.getByRole("button", { name: /^Cancel the schedule for / }).focus();
  await page.keyboard.press("Enter");
  await expect(schedule.getByRole("status")).toHaveText("Schedule cancelled.");
  expect(problems).toEqual([]);
});
