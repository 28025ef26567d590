// The workspace's search and the content health page (issue 40) in a real browser against the
// production build: an editor searches both languages by keyboard (accents and plurals left out),
// filters the results, and reads the health page; the screens pass axe and hold at 1280 and 390 px.
import { expect, test, type Page } from "@playwright/test";
import { setWorkspaceLanguage, signInAsEditor, workspaceScreenProblems } from "./support";

// Types the words into the search field from the keyboard and sends the form with Enter.
async function searchFor(page: Page, label: string, words: string) {
  const field = page.getByRole("searchbox", { name: label });
  await field.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.insertText(words);
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.searchParams.get("q") === words);
}

test("an editor searches the articles of both languages by keyboard, without accents or plurals, and filters the results", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsEditor(page, "Sam");
  await setWorkspaceLanguage(page, "en");
  await page.goto("/staff/content");

  // English, by stem: « fingerprints » finds the article that says « fingerprinting ».
  await searchFor(page, "Search", "fingerprints");
  const articles = page.getByRole("region", { name: /Articles/ });
  await expect(page.getByText("1 article matches “fingerprints”")).toBeVisible();
  await expect(articles.getByRole("link", { name: "Stitching Cross-Device Car-Shopping Journeys Back Together" })).toBeVisible();
  await expect(articles.locator("mark")).toHaveText(["fingerprinting"]);

  // French, without its accent: « megantic » finds « Mégantic ».
  await searchFor(page, "Search", "megantic");
  await expect(articles.getByRole("link", { name: "Une nomenclature des sources de demandes que votre CDA respectera vraiment" })).toBeVisible();
  await expect(articles.locator("mark").first()).toHaveText("Mégantic");

  // The list's filters apply to the results: English only finds none of the French article.
  await page.getByLabel("Language").selectOption("en");
  await page.getByRole("button", { name: "Filter" }).focus();
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.searchParams.get("locale") === "en");
  await expect(page.getByText("No article matches “megantic”")).toBeVisible();

  // In French: the words, the plural and the filters in the account's language.
  await setWorkspaceLanguage(page, "fr");
  await page.goto("/staff/content");
  await searchFor(page, "Recherche", "source megantic");
  await expect(page.getByText(/1 article correspond à «\s*source megantic\s*»/)).toBeVisible();
  await page.getByRole("link", { name: "Effacer la recherche" }).click();
  await expect(page).toHaveURL(/\/staff\/content$/);

  // The API answers the same search, with its rank and snippet.
  const answer = await page.request.get("/staff/api/content/search?q=megantic&locale=fr");
  expect(answer.status()).toBe(200);
  const { results } = (await answer.json()) as { results: { title: string; locale: string; status: string; snippet: string }[] };
  expect(results).toMatchObject([{ locale: "fr", status: "published", snippet: expect.stringContaining("<mark>Mégantic</mark>") }]);
  expect((await page.request.get(`/staff/api/content/search?q=${"a".repeat(201)}`)).status()).toBe(400);
});

test("the content health page lists what needs attention, in the account's language", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsEditor(page, "Lou");
  await setWorkspaceLanguage(page, "en");
  await page.goto("/staff/content");
  await page.getByRole("link", { name: "Content health" }).focus();
  await page.keyboard.press("Enter");
  // The page reads every article's newest revision: slow on a loaded machine.
  await expect(page.getByRole("heading", { level: 1, name: "Content health" })).toBeVisible({ timeout: 30_000 });
  for (const section of ["Articles without a French version", "French versions out of date", "Featured images without alt text", "Broken external links"])
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(section) })).toBeVisible();
  await expect(page.getByText("No broken external link at the last check.")).toBeVisible();
  // Only administrators check the links on demand.
  await expect(page.getByRole("button", { name: "Check the links now" })).toHaveCount(0);
  await setWorkspaceLanguage(page, "fr");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Santé du contenu" })).toBeVisible();
  await expect(page.getByText("Aucun lien externe brisé à la dernière vérification.")).toBeVisible();
});

test("the search and health screens in both languages: no serious axe violation, nothing wider than the screen at 1280 and 390 px", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAsEditor(page, "Max");
  const screens = ["/staff/content?q=megantic+sources", "/staff/content?q=attribution&status=published&locale=fr", "/staff/content/health"];
  const problems = await workspaceScreenProblems(page, testInfo, screens);
  expect(problems).toEqual([]);
});
