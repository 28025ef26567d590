import { describe, expect, it } from "vitest";
import { loadAllArticles, loadArticles } from "@/db/seed";
import { cityRecords } from "@/content/cities";

const articles = loadArticles();
const published = articles.filter((a) => a.row.isPublished);
const words = (markdown: string) => markdown.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

describe("blog content", () => {
  it("has 99 published articles: 44 Digital Analytics, 39 Marketing Reporting, 16 Advertising Dashboard", () => {
    const count = (category: string) => published.filter((a) => a.row.category === category).length;
    expect(published).toHaveLength(99);
    expect([count("Digital Analytics"), count("Marketing Reporting"), count("Advertising Dashboard")]).toEqual([44, 39, 16]);
  });

  it("keeps at least two unpublished drafts", () => {
    expect(articles.filter((a) => !a.row.isPublished).length).toBeGreaterThanOrEqual(2);
  });

  it("gives every article a unique slug, title and excerpt", () => {
    for (const field of ["slug", "title", "excerpt"] as const) {
      const values = articles.map((a) => a.row[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
  });

  it.each(articles.map((a) => [a.file, a] as const))("%s has 350+ words, headings, a list and 2 to 5 tags", (_file, article) => {
    expect(words(article.markdown)).toBeGreaterThanOrEqual(350);
    expect((article.row.content.match(/<h2[ >]/g) ?? []).length).toBeGreaterThanOrEqual(2);
    expect(article.row.content).toMatch(/<(ul|ol)>/);
    expect(article.row.tags.length).toBeGreaterThanOrEqual(2);
    expect(article.row.tags.length).toBeLessThanOrEqual(5);
    expect(article.row.content).not.toMatch(/<h1[ >]/);
  });

  it("gives every article, in either language, a search description that fits a result (50 to 160 characters)", () => {
    const misfits = loadAllArticles()
      .map((a) => [a.file, a.row.seoDescription ?? a.row.excerpt] as const)
      .filter(([, description]) => description.length < 50 || description.length > 160);
    expect(misfits.map(([file, d]) => `${file}: ${d.length}`)).toEqual([]);
  });

  it("dates no article, in either language, after today: its one date is shown on its card, its page and in its structured data", () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(
      loadAllArticles()
        .filter((a) => a.row.updatedAt > today)
        .map((a) => `${a.file}: ${a.row.updatedAt}`),
    ).toEqual([]);
  });

  it("never repeats a paragraph across articles", () => {
    const seen = new Map<string, string>();
    for (const article of articles) {
      for (const paragraph of article.markdown
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter((p) => p.length > 120)) {
        expect(seen.get(paragraph), `${article.file} repeats a paragraph of ${seen.get(paragraph)}`).toBeUndefined();
        seen.set(paragraph, article.file);
      }
    }
  });
});

describe("city content", () => {
  it("has the spec's seven cities with their ad spend figures", () => {
    expect(Object.fromEntries(cityRecords.map((c) => [c.slug, c.avgMonthlyAdSpend]))).toEqual({
      toronto: "$1.15M+",
      vancouver: "$698K+",
      calgary: "$290K+",
      edmonton: "$320K+",
      winnipeg: "$292K+",
      regina: "$172K+",
      montreal: "$872K+",
    });
  });

  it("gives Montreal alone a five-question FAQ", () => {
    expect(cityRecords.filter((c) => c.faq).map((c) => [c.slug, c.faq!.length])).toEqual([["montreal", 5]]);
  });
});
