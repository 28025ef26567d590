// The blog's categories and tags in the workspace (issue 50, item 4) in a real browser against the
// production build: an editor renames a tag's and a category's French names by keyboard on
// /staff/content/terms; the article editor and the public /fr blog show the new names (the page cache
// told through the content event); the screen holds at 1280 and 390 px in both languages with no
// serious axe violation. The names are put back at the end: other content specs read the blog.
import { expect, test, type Page } from "@playwright/test";
import { base, openArticleEditor, setWorkspaceLanguage, signInAsEditor, workspaceScreenProblems } from "./support";

type Term = { id: number; kind: string; slug: string; nameEn: string; nameFr: string };
const ARTICLE = "adoption-tableau-de-bord-30-premiers-jours";

async function terms(page: Page): Promise<Term[]> {
  return ((await (await page.request.get("/staff/api/content/terms")).json()) as { terms: Term[] }).terms;
}

async function renameFrench(page: Page, term: Term, name: string) {
  const field = page.locator(`#term-${term.id}-nameFr`);
  await field.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(name);
  await page.keyboard.press("Enter");
  // A loaded 2-core machine may take long over the save and the list read again.
  await expect(page.locator("#terms-notice")).toHaveText("Enregistré\u00a0: les pages publiques affichent les nouveaux noms.", { timeout: 60_000 });
  await expect(page.locator(`#term-${term.id}-title`)).toContainText(name, { timeout: 60_000 });
}

test("renaming a tag and a category in French by keyboard: the editor and the public /fr blog show the new names", async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  await signInAsEditor(page, "Tess");
  await setWorkspaceLanguage(page, "fr");
  const all = await terms(page);
  const category = all.find((t) => t.kind === "category" && t.slug === "Advertising Dashboard")!;
  const tag = all.find((t) => t.kind === "tag" && t.nameFr === "gestion du changement")!;
  expect(category.nameFr).toBe("Tableau de bord publicitaire");
  const names = { category: "Tableaux de bord publicitaires", tag: "conduite du changement" };

  try {
    await page.goto("/staff/content/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Catégories et étiquettes");
    await renameFrench(page, category, names.category);
    await renameFrench(page, tag, names.tag);

    // The editor: the category's new name in its select, the tag's in the tags field.
    const articles = (await (await page.request.get("/staff/api/content/articles?locale=fr")).json()) as { articles: { id: number; slug: string }[] };
    const article = articles.articles.find((a) => a.slug === ARTICLE)!;
    await openArticleEditor(page, article.id);
    await expect(page.getByLabel("Catégorie", { exact: true }).locator("option:checked")).toHaveText(names.category);
    await expect(page.getByLabel("Étiquettes", { exact: true })).toHaveValue(new RegExp(names.tag));

    // The public article and the blog list, once the page cache has heard of the change.
    await expect
      .poll(
        async () => {
          await page.goto(`/fr/blogue/${ARTICLE}`);
          return page.getByRole("main").innerText();
        },
        { timeout: 30_000 },
      )
      .toContain(`#${names.tag}`);
    await expect(page.getByRole("main")).toContainText(names.category);
    await page.goto("/fr/blogue");
    await expect(page.getByRole("button", { name: new RegExp(names.category) })).toBeVisible();

    const problems = await workspaceScreenProblems(page, testInfo, ["/staff/content/terms"]);
    expect(problems).toEqual([]);
  } finally {
    for (const [term, nameFr] of [
      [category, category.nameFr],
      [tag, tag.nameFr],
    ] as const) {
      const put = await page.request.patch(`/staff/api/content/terms/${term.id}`, { headers: { origin: base.origin }, data: { nameFr } });
      expect(put.status()).toBe(200);
    }
  }
});
