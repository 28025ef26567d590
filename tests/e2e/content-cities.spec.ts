// City pages in the workspace (issue 40) in a real browser against the production build: two editors
// on one language of a city page (the second sees who holds it and takes over, the first turns
// read-only); autosave keeps the text of a page closed without saving; the search finds a city page
// and links to its editor; the French list names the provinces in French. By keyboard, both
// languages, at 1280 and 390 px, with axe.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { addStaff, base, seriousViolations, signIn, workspaceScreenProblems } from "./support";

const stamp = Date.now();

async function editorPage(browser: Browser, name: string): Promise<{ page: Page; name: string }> {
  const context = await browser.newContext({ baseURL: base.origin, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const email = `${name.toLowerCase()}+cities-${stamp}@torqueanalytics.ca`;
  const fullName = `${name} Gagnon ${stamp}`;
  await signIn(page, email, addStaff(email, "editor", fullName));
  await page.waitForURL((url) => !url.pathname.startsWith("/staff/sign-in"), { timeout: 30_000 });
  return { page, name: fullName };
}

// The city editor, once its French page's lock has answered; answers that page's section.
async function openFrench(page: Page, slug: string) {
  const locked = page.waitForResponse((r) => r.url().endsWith(`/cities/${slug}/lock?locale=fr`) && r.request().method() === "POST");
  await page.goto(`/staff/content/cities/${slug}`);
  await locked;
  return page.locator('section[aria-labelledby="city-fr-title"]');
}

// The editor with a notice showing: nothing wider than the screen, no serious axe violation, at 1280
// and 390 px, with a screenshot of each.
async function noticeProblems(page: Page, label: string, shot: (name: string) => string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) problems.push(`${label} ${width}: ${overflow}px wider`);
    problems.push(...(await seriousViolations(page)).map((v) => `${label} ${width}: ${v}`));
    await page.screenshot({ path: shot(`${label}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  return problems;
}

async function press(section: ReturnType<Page["locator"]>, name: string | RegExp) {
  await section.getByRole("button", { name, exact: typeof name === "string" }).focus();
  await section.page().keyboard.press("Enter");
}

test("two editors on a city page: the second sees who holds it and takes over; autosave survives a closed page", async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const shot = (name: string) => testInfo.outputPath(name);
  const problems: string[] = [];
  const marie = await editorPage(browser, "Marie");
  const luc = await editorPage(browser, "Luc");

  await openFrench(marie.page, "winnipeg");
  const french = await openFrench(luc.page, "winnipeg");
  const held = french.getByRole("alert", { name: `${marie.name} is editing this page` });
  await expect(held).toBeVisible();
  await expect(held).toContainText(`${marie.name} has been editing this page since`);
  await expect(french.getByLabel("Hero title")).toBeDisabled();
  problems.push(...(await noticeProblems(luc.page, "locked", shot)));

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
  problems.push(...(await noticeProblems(again, "restore", shot)));
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
  const { page } = await editorPage(browser, "Anne");
  await page.request.post("/staff/actions/settings", { form: { language: "fr", timeZone: "" }, headers: { origin: base.origin } });
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
