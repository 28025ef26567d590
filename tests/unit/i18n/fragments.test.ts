// Fragments and the blog filter in the page's language (lib/fragments.ts): every section a link can
// reach has a French id on French pages, and the English ids stay on English pages.
import { describe, expect, it } from "vitest";
import { ARTICLE_CATEGORIES } from "@/content/blog-categories";
import { faqGroups } from "@/content/faq";
import { categoryLabels } from "@/content/fr/blog-categories";
import { privacyPolicy, termsOfService } from "@/content/legal";
import { sitemapGroups } from "@/content/links";
import { pricingSections } from "@/content/pricing";
import { homeSectionIds } from "@/lib/content/home-sections";
import { anchorIn, categoryFilterValue, categoryOfFilterValue, translatedAnchors } from "@/lib/fragments";

const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");

const pages: Record<string, string[]> = {
  home: homeSectionIds,
  pricing: [...pricingSections.map((s) => s.id), "plans"],
  faq: [...faqGroups.map((g) => g.id), "support"],
  privacy: privacyPolicy.sections.map((s) => s.id),
  terms: termsOfService.sections.map((s) => s.id),
  sitemap: sitemapGroups.map((g) => g.id),
  careers: ["open-positions"],
};

describe("fragments in the page's language", () => {
  it("give every section of every page a French id, in lowercase ASCII and unique on its page", () => {
    for (const [page, ids] of Object.entries(pages)) {
      expect(
        ids.filter((id) => !translatedAnchors.includes(id)),
        page,
      ).toEqual([]);
      const french = ids.map((id) => anchorIn("fr", id));
      for (const id of french) expect(id, page).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(new Set(french).size, page).toBe(ids.length);
    }
    expect(anchorIn("fr", "your-rights")).toBe("vos-droits");
    expect(anchorIn("fr", "features")).toBe("fonctionnalites");
    expect(anchorIn("fr", "step-3")).toBe("etape-3");
  });

  it("keep the English ids on English pages", () => {
    for (const id of Object.values(pages).flat()) expect(anchorIn("en", id)).toBe(id);
  });

  it("filter the French blog by the category's French name and the English one by its English name", () => {
    for (const category of ARTICLE_CATEGORIES) {
      expect(categoryFilterValue("fr", category)).toBe(slug(categoryLabels[category]));
      expect(categoryOfFilterValue("fr", categoryFilterValue("fr", category))).toBe(category);
      expect(categoryOfFilterValue("en", category)).toBe(category);
    }
    expect(categoryOfFilterValue("fr", "Digital Analytics")).toBeNull();
    expect(categoryOfFilterValue("en", "analytique-numerique")).toBeNull();
  });
});
