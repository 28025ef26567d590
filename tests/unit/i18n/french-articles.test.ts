// The blog in French: every English article has one French adaptation, with the same date and
// publication. Written in French (not left in English), with French typography, numbers and terms,
// and its twin's category and number of tags: the publish gates (lib/content/gates.ts), which
// tests/unit/content.test.ts runs on every file.
import { describe, expect, it } from "vitest";
import { loadAllArticles, loadArticles } from "@/lib/content/import";
import { FRENCH_SHARE, frenchShare } from "@/lib/content/gates";

const english = loadArticles("en");
const french = loadArticles("fr");

describe("the French blog", () => {
  it("adapts every English article, each once", () => {
    const twins = new Map(french.map((a) => [a.row.translationOf!, a.row.slug]));
    expect(english.filter((a) => !twins.has(a.row.slug)).map((a) => a.row.slug)).toEqual([]);
    expect(twins.size).toBe(french.length);
    expect(french.filter((a) => a.row.isPublished).length).toBe(english.filter((a) => a.row.isPublished).length);
    expect(() => loadAllArticles()).not.toThrow();
  });

  it("tells French from English by the share of French common words: the adaptations pass, the English originals score low", () => {
    expect(french.filter((a) => frenchShare(a.row.content) < FRENCH_SHARE.body).map((a) => a.file)).toEqual([]);
    expect(english.every((a) => frenchShare(a.row.content) < 0.2)).toBe(true);
  });

  it("keeps each article's date and publication (its category and number of tags: the publish gates)", () => {
    const bySlug = new Map(english.map((a) => [a.row.slug, a.row]));
    for (const { row } of french) {
      const original = bySlug.get(row.translationOf!)!;
      expect({ updated: row.updatedAt, published: row.isPublished }, row.slug).toEqual({ updated: original.updatedAt, published: original.isPublished });
    }
  });
});
