import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentProblems, loadAllArticles, loadArticles } from "@/lib/content/import";
import { cityRecords } from "@/content/cities";

const articles = loadArticles();
const published = articles.filter((a) => a.row.isPublished);

describe("blog content", () => {
  it("has 99 published articles: 44 Digital Analytics, 39 Marketing Reporting, 16 Advertising Dashboard", () => {
    const count = (category: string) => published.filter((a) => a.row.category === category).length;
    expect(published).toHaveLength(99);
    expect([count("Digital Analytics"), count("Marketing Reporting"), count("Advertising Dashboard")]).toEqual([44, 39, 16]);
  });

  it("keeps at least two unpublished drafts", () => {
    expect(articles.filter((a) => !a.row.isPublished).length).toBeGreaterThanOrEqual(2);
  });

  it("gives every article a unique slug and excerpt", () => {
    for (const field of ["slug", "excerpt"] as const) {
      const values = articles.map((a) => a.row[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
  });

  // Lengths of the search title and description, slug, category, a title no other article of the
  // language has, 350+ words, 2+ sections and a list, 2 to 5 tags, links that resolve, and in French
  // the language, typography, terms and twin's facts: each rule in tests/unit/content/gates.test.ts.
  it("passes the publish gates (lib/content/gates.ts): every article and city page, in either language", () => {
    expect(loadAllArticles().length).toBeGreaterThanOrEqual(200);
    expect(contentProblems()).toEqual([]);
  });

  it("refuses at the seed a file the gates refuse, naming the file, the field and the reason", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "articles-"));
    const file = "cost-per-sale-by-lead-source.md";
    const source = fs.readFileSync(path.join("content/articles", file), "utf8");
    fs.writeFileSync(path.join(dir, file), source.replace(/^seoTitle: .*$/m, 'seoTitle: "Cost per Sale vs Cost per Lead by Source, Explained"'));
    try {
      expect(contentProblems(loadArticles("en", dir))).toEqual([
        `${file}: seoTitle: The search title has 51 characters: at most 41, as the page adds the site's name (give a shorter SEO title)`,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
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
