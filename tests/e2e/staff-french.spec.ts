// The workspace in French (issue 50, item 6), in a real browser against the production build: the
// sign-in page in the visitor's language (Accept-Language, or the switch) before any account is
// known; the French screens changed for the review (assignment hours, the inbox's date fields, the
// team's roles, the dashboard) at 1280 and 390 px with axe; the ROI calculator reading « 7,5 » in a
// browser whose language is English.
import { expect, test } from "@playwright/test";
import { addStaff, base, ownAddress, screenProblems, signInAsAdmin, workspaceScreenProblems } from "./support";

const stamp = Date.now();

test("the sign-in page speaks the visitor's language, with a switch to the other one", async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const french = await browser.newContext({ baseURL: base.origin, locale: "fr-CA" });
  const page = await french.newPage();
  await ownAddress(page);
  await page.goto("/staff/sign-in");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page).toHaveTitle(/^Connexion \|/);
  await expect(page.getByRole("heading", { level: 1, name: "Espace de travail" })).toBeVisible();
  await expect(page.getByText("Réservé au personnel. Les comptes sont créés par un administrateur.")).toBeVisible();
  const email = `sign-in-fr+${stamp}@torqueanalytics.ca`;
  addStaff(email, "editor", `Rose Gagnon ${stamp}`);
  await page.getByLabel("Courriel").fill(email);
  await page.getByLabel("Mot de passe").fill("not the password at all");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Courriel ou mot de passe incorrect.", { timeout: 30_000 });
  expect(await screenProblems(page, testInfo, "sign-in-fr")).toEqual([]);

  // The switch: the same page in English, remembered for the next visit.
  await page.getByRole("link", { name: /^English/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sales workspace" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
  await page.goto("/staff/sign-in");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await french.close();

  // An English browser asks for French with the link's ?lang=fr.
  const english = await browser.newContext({ baseURL: base.origin, locale: "en-CA" });
  const other = await english.newPage();
  await other.goto("/staff/sign-in?lang=fr");
  await expect(other.getByRole("button", { name: "Se connecter" })).toBeVisible();
  await expect(other.getByRole("link", { name: /^English/ })).toHaveAttribute("href", "/staff/sign-in?lang=en");
  await english.close();
});

test("the French workspace: hours, dates, roles and filters in French, at 1280 and 390 px with axe", async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await signInAsAdmin(page, `admin+fr-${stamp}@torqueanalytics.ca`, `Admin ${stamp}`);
  addStaff(`editor+fr-${stamp}@torqueanalytics.ca`, "editor", `Rédactrice ${stamp}`);
  const problems = await workspaceScreenProblems(page, testInfo, ["/staff/assignment", "/staff", "/staff/team", "/staff/dashboard", "/staff/content"]);
  // workspaceScreenProblems leaves the account in French.
  await page.goto("/staff/assignment");
  await expect(page.getByRole("main")).toContainText("(lun.-ven. 9\u00a0h-17\u00a0h, heure de l'Est)");
  await expect(page.getByRole("main")).not.toContainText("Mon-Fri");
  await page.goto("/staff/team");
  await expect(page.getByRole("main")).toContainText(`Rédactrice ${stamp} · rédacteur, rédactrice`);
  await page.goto("/staff");
  // The date fields follow the account's language, not the browser's (English here).
  const from = page.getByRole("textbox", { name: "Du" });
  // On a narrow screen the date filters wait behind « Autres filtres ».
  if (!(await from.isVisible())) await page.getByText("Autres filtres").click();
  await expect(from).toHaveAttribute("placeholder", "AAAA-MM-JJ");
  await from.fill("2026-12-01");
  await page.getByRole("button", { name: "Filtrer" }).first().click();
  await expect(page).toHaveURL(/from=2026-12-01/);
  await expect(page.getByRole("textbox", { name: "Du" })).toHaveValue("2026-12-01");
  await page.goto("/staff/content");
  await expect(page.getByRole("combobox", { name: "Langue" }).locator("option").first()).toHaveText("Toutes");
  // The audit log in French: actions and details in words, not identifiers and JSON.
  await page.goto("/staff/audit");
  const entries = page.getByRole("list", { name: "Entrées du journal" });
  await expect(entries.getByRole("listitem").filter({ hasText: "Réglages du compte" }).first()).toContainText("Langue\u00a0: français");
  await expect(entries).not.toContainText('{"language"');
  // An unknown workspace address: the workspace's own page, in French, not the public English 404.
  const unknown = await page.goto("/staff/nimporte");
  expect(unknown?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page).toHaveTitle(/^Introuvable/);
  await page.goto("/staff?folder=spam");
  await expect(page).toHaveTitle(/^Pourriels/);
  expect(problems).toEqual([]);
});

test("the ROI calculator reads « 7,5 » as 7.5 whatever the browser's language, and says when a value is not a number", async ({ page }) => {
  await page.goto("/fr/outils/calculateur-rci");
  const margin = page.getByLabel("Marge brute (%)");
  const roi = page.locator('[data-roi="RCI actuel"]');
  await margin.fill("7.5");
  const withPoint = await roi.textContent();
  await margin.fill("7,5");
  await expect(roi).toHaveText(withPoint!);
  expect(withPoint).toBe("136\u00a0%");
  await expect(page.getByText("Entrez un nombre, par exemple 7,5")).toHaveCount(0);
  await margin.fill("sept");
  const message = page.locator("#roi-grossMargin-error");
  await expect(message).toHaveText("Entrez un nombre, par exemple 7,5");
  await expect(margin).toHaveAttribute("aria-invalid", "true");
  await margin.fill("150");
  await expect(message).toHaveText("Entrez un taux de 0 à 100\u00a0%");
  await page.getByLabel("Dépenses publicitaires mensuelles").fill("25 000");
  await margin.fill("8");
  await expect(roi).toHaveText("152\u00a0%");
});
