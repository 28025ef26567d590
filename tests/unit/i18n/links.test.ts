// The site's links table (content/links.ts): every row a menu shows has its label in both languages,
// every page it links has a French address, and every site-map row has its words in French.
import { describe, expect, it } from "vitest";
import { cityRecords } from "@/content/cities";
import * as fr from "@/content/fr/links";
import { footerGroups, siteLinks, sitemapGroups } from "@/content/links";
import { en as enMessages, fr as frMessages } from "@/content/messages";
import { homeSectionIds } from "@/lib/content/home-sections";
import { localePath } from "@/lib/routes";

const cities = cityRecords.map((c) => c.slug);

describe("the links table", () => {
  it("labels each row of the header, drawer and footer from the chrome catalogue in both languages", () => {
    for (const messages of [enMessages.chrome, frMessages.chrome]) {
      for (const link of siteLinks.filter((l) => l.nav || l.drawer)) expect(messages.nav, link.id).toHaveProperty(link.id!);
      for (const link of siteLinks.filter((l) => l.footer && l.footer !== "cities")) expect(messages.footer.links, link.id).toHaveProperty(link.id!);
      for (const group of footerGroups) expect(messages.footer.groups).toHaveProperty(group);
    }
    for (const link of siteLinks.filter((l) => l.footer === "cities")) expect(cities, link.href).toContain(link.href!.split("/").pop());
  });

  it("links sections of the home page and pages that have a French address", () => {
    for (const link of siteLinks) {
      if (link.section) expect(homeSectionIds, link.id).toContain(link.id);
      else if (!link.lang) expect(localePath(link.href!, "fr"), link.href).not.toBe(link.href);
    }
  });

  it("gives every site-map group its pages, and every site-map row its words in French", () => {
    for (const group of sitemapGroups)
      expect(
        siteLinks.some((l) => l.sitemap === group.id),
        group.id,
      ).toBe(true);
    siteLinks.forEach((link, i) => {
      expect(Boolean(link.sitemap), `${link.href ?? link.id}: site-map words without a group`).toBe(Boolean(link.title && link.description));
      if (link.sitemap) expect(fr.siteLinks[i]!.description, link.href).not.toBe(link.description);
    });
  });
});
