// The route table for both languages (lib/routes.ts): every page has a French address, each address
// leads back to its twin, and aliases only ever point at canonical pages.
import { describe, expect, it } from "vitest";
import { articlePath, cityPath, frenchAliases, frenchPaths, languageOf, localePath, pathIn, routeAliases, staticPages } from "@/lib/routes";

describe("the route table", () => {
  it("gives every English page a French address under /fr, in lowercase ASCII", () => {
    expect(staticPages.length).toBeGreaterThanOrEqual(21);
    for (const path of staticPages) {
      const french = localePath(path, "fr");
      expect(french, path).toMatch(/^\/fr(\/[a-z0-9-]+)*$/);
      expect(languageOf(french)).toBe("fr");
      expect(languageOf(path)).toBe("en");
    }
    expect(new Set(Object.values(frenchPaths)).size).toBe(staticPages.length);
  });

  it("leads from each page to its twin and back", () => {
    for (const path of staticPages) {
      const french = pathIn(path, "fr")!;
      expect(pathIn(french, "en")).toBe(path);
      expect(pathIn(path, "en")).toBe(path);
    }
    expect(pathIn(cityPath("montreal"), "fr")).toBe("/fr/tableau-de-bord-publicite-automobile/montreal");
    expect(pathIn(cityPath("montreal", "fr"), "en")).toBe("/automotive-advertising-dashboard/montreal");
    // Articles have their own slug in each language: the table cannot guess the twin.
    expect(pathIn(articlePath("some-article", "fr"), "en")).toBeNull();
  });

  it("writes anchors and the blog filter in the page's language, and leaves addresses it does not know alone", () => {
    expect(localePath("/pricing#analytics", "fr")).toBe("/fr/tarifs#analytique");
    expect(localePath("/privacy#your-rights", "fr")).toBe("/fr/confidentialite#vos-droits");
    expect(localePath("#pricing-billing", "fr")).toBe("#tarifs-facturation");
    expect(localePath("/blog?category=Digital%20Analytics", "fr")).toBe("/fr/blogue?categorie=analytique-numerique");
    expect(localePath("/blog?category=Digital%20Analytics", "en")).toBe("/blog?category=Digital%20Analytics");
    expect(localePath("/pricing#analytics", "en")).toBe("/pricing#analytics");
    expect(localePath("https://app.torqueanalytics.ca/login", "fr")).toBe("https://app.torqueanalytics.ca/login");
    expect(localePath("/pricing", "en")).toBe("/pricing");
  });

  it("points every alias at a canonical page, and names no canonical page as an alias", () => {
    const canonical = new Set([...staticPages, ...Object.values(frenchPaths)]);
    for (const [alias, target] of Object.entries({ ...routeAliases, ...frenchAliases })) {
      expect(canonical.has(alias), alias).toBe(false);
      expect(
        canonical.has(target) || /^\/(fr\/tableau-de-bord-publicite-automobile|automotive-advertising-dashboard)\/[a-z]+$/.test(target),
        `${alias} -> ${target}`,
      ).toBe(true);
    }
  });
});
