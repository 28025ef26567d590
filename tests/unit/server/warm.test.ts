import { describe, expect, it } from "vitest";
import { createWarmer, sitemapPaths } from "@/lib/server/warm.mjs";

const url = (path: string, english: string) =>
  `<url><loc>https://torqueanalytics.ca${path}</loc><xhtml:link rel="alternate" hreflang="en-CA" href="https://torqueanalytics.ca${english}" /></url>`;

describe("the warm-up's order", () => {
  it("fills the home pages, pricing and the solutions first, each with its French twin, then the other pages, articles and cities", () => {
    const xml = `<urlset>${[
      url("/blog/winter-tires", "/blog/winter-tires"),
      url("/automotive-advertising-dashboard/toronto", "/automotive-advertising-dashboard/toronto"),
      url("/about", "/about"),
      url("/fr/a-propos", "/about"),
      url("/solutions/dealer-groups", "/solutions/dealer-groups"),
      url("/fr/solutions/groupes-de-concessionnaires", "/solutions/dealer-groups"),
      url("/pricing", "/pricing"),
      url("/fr/tarifs", "/pricing"),
      url("/", "/"),
      url("/fr", "/"),
    ].join("")}</urlset>`;
    expect(sitemapPaths(xml)).toEqual([
      "/",
      "/fr",
      "/pricing",
      "/fr/tarifs",
      "/solutions/dealer-groups",
      "/fr/solutions/groupes-de-concessionnaires",
      "/about",
      "/fr/a-propos",
      "/blog/winter-tires",
      "/automotive-advertising-dashboard/toronto",
    ]);
  });
});

describe("the warmer", () => {
  it("asks for each page once, a purge's pages before what waits, and counts its progress", async () => {
    const asked: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const warmer = createWarmer({ fetch: async (path) => (asked.push(path), path === "/a" ? gate : undefined) });
    warmer.warm(["/a", "/b", "/c", "/b"]);
    warmer.warm(["/purged"], { first: true });
    expect(warmer.stats).toEqual({ listed: 4, done: 0 });
    release();
    for (let i = 0; i < 50 && warmer.stats.done < 4; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(asked).toEqual(["/a", "/purged", "/b", "/c"]);
    expect(warmer.stats).toEqual({ listed: 4, done: 4 });
  });
});
