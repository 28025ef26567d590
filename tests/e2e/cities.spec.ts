import { expect, test } from "@playwright/test";

const cities = [
  { slug: "toronto", name: "Toronto", province: "Ontario", population: "2,794,356", dealers: "412", spend: "$1.15M+" },
  { slug: "vancouver", name: "Vancouver", province: "British Columbia", population: "662,248", dealers: "186", spend: "$698K+" },
  { slug: "calgary", name: "Calgary", province: "Alberta", population: "1,306,784", dealers: "167", spend: "$290K+" },
  { slug: "edmonton", name: "Edmonton", province: "Alberta", population: "1,010,899", dealers: "158", spend: "$320K+" },
  { slug: "winnipeg", name: "Winnipeg", province: "Manitoba", population: "749,607", dealers: "94", spend: "$292K+" },
  { slug: "regina", name: "Regina", province: "Saskatchewan", population: "226,404", dealers: "41", spend: "$172K+" },
  { slug: "montreal", name: "Montreal", province: "Quebec", population: "1,762,949", dealers: "298", spend: "$872K+" },
];

for (const city of cities) {
  test(`${city.name}'s page shows its figures, hero and demo button`, async ({ page }) => {
    const response = await page.goto(`/automotive-advertising-dashboard/${city.slug}`);
    expect(response?.status()).toBe(200);
    const stats = page.locator("main dl").first();
    for (const value of [city.province, city.population, city.dealers, city.spend]) {
      await expect(stats.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
    await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
    await page
      .getByRole("button", { name: `Request ${city.name} Demo` })
      .first()
      .click();
    await expect(page.getByRole("dialog", { name: "Get Exclusive VIP Access" })).toBeVisible();
  });
}

test("only Montreal has the FAQ accordion", async ({ page }) => {
  await page.goto("/automotive-advertising-dashboard/toronto");
  await expect(page.getByRole("heading", { name: "Questions fréquentes" })).toBeHidden();
});

test("Montreal's French FAQ opens one answer at a time and closes again @phone", async ({ page }) => {
  await page.goto("/automotive-advertising-dashboard/montreal");
  const faq = page.locator("section[lang='fr-CA']");
  await expect(faq.getByRole("heading", { name: "Questions fréquentes" })).toBeVisible();
  const questions = faq.getByRole("button");
  await expect(questions).toHaveCount(5);
  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
  await expect(faq.getByText(/Charte de la langue française/)).toBeVisible();
  await questions.nth(3).click();
  await expect(questions.nth(3)).toHaveAttribute("aria-expanded", "true");
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
  await expect(faq.getByText(/Charte de la langue française/)).toBeHidden();
  await questions.nth(3).click();
  await expect(questions.nth(3)).toHaveAttribute("aria-expanded", "false");
});

test("the French Montreal page is in French, with the same figures, and links to the English one", async ({ page }) => {
  await page.goto("/automotive-advertising-dashboard/montreal");
  await page
    .getByRole("banner")
    .getByRole("link", { name: /Français|FR/ })
    .click();
  await expect(page).toHaveURL(/\/fr\/tableau-de-bord-publicite-automobile\/montreal$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dominez le marché automobile bilingue de Montréal");
  const stats = page.locator("main dl").first();
  await expect(stats.getByText("Québec", { exact: true })).toBeVisible();
  await expect(stats.getByText(/^1\s762\s949$/)).toBeVisible();
  await expect(stats.getByText("298", { exact: true })).toBeVisible();
  await expect(stats.getByText(/^Plus de\s872\sk\s\$$/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Retour à l'accueil" })).toBeVisible();

  await page.getByRole("button", { name: "Demander une démo pour Montréal" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Obtenez un accès VIP exclusif" });
  await dialog.getByRole("button", { name: "Obtenir ma démo VIP" }).click();
  await expect(dialog.getByText("Veuillez entrer votre nom complet")).toBeVisible();
  await dialog.getByRole("button", { name: "Plus tard" }).click();

  await page
    .getByRole("banner")
    .getByRole("link", { name: /English|EN/ })
    .click();
  await expect(page).toHaveURL(/\/automotive-advertising-dashboard\/montreal$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dominate Montreal's Bilingual Car Market");
});

test("an unknown city answers 404 with 'City page not found'", async ({ page }) => {
  const response = await page.goto("/automotive-advertising-dashboard/atlantis");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "City page not found" })).toBeVisible();
});

test("/solutions/toronto-dealerships redirects permanently to Toronto's page", async ({ page, request }) => {
  const response = await request.get("/solutions/toronto-dealerships", { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe("/automotive-advertising-dashboard/toronto");
  await page.goto("/solutions/toronto-dealerships");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Own the GTA's Most Expensive Clicks");
});
