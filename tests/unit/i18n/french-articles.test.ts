// The blog in French: every English article has one French adaptation, written in French (not left
// in English), with French typography and numbers, and the same facts (category, date, tags count).
import { describe, expect, it } from "vitest";
import { loadAllArticles, loadArticles } from "@/db/seed";

const english = loadArticles("en");
const french = loadArticles("fr");

const words = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .toLowerCase()
    .split(/[^\p{L}']+/u)
    .filter(Boolean);
const ENGLISH_WORDS = new Set(["the", "and", "of", "to", "is", "that", "with", "for", "this", "are", "on", "it", "by", "from", "your"]);
const FRENCH_WORDS = new Set(["le", "la", "les", "des", "et", "est", "pour", "avec", "une", "du", "dans", "sur", "qui", "que", "vos", "votre"]);

// The share of a text's common words that are French rather than English.
function frenchShare(html: string): number {
  let en = 0;
  let fr = 0;
  for (const w of words(html)) {
    if (ENGLISH_WORDS.has(w)) en++;
    if (FRENCH_WORDS.has(w)) fr++;
  }
  return fr / Math.max(1, en + fr);
}

describe("the French blog", () => {
  it("adapts every English article, each once", () => {
    const twins = new Map(french.map((a) => [a.row.translationOf!, a.row.slug]));
    expect(english.filter((a) => !twins.has(a.row.slug)).map((a) => a.row.slug)).toEqual([]);
    expect(twins.size).toBe(french.length);
    expect(french.filter((a) => a.row.isPublished).length).toBe(english.filter((a) => a.row.isPublished).length);
    expect(() => loadAllArticles()).not.toThrow();
  });

  it("writes each adaptation in French: its body, title and excerpt", () => {
    const mostlyEnglish = french
      .filter((a) => frenchShare(a.row.content) < 0.9 || frenchShare(`${a.row.title} ${a.row.excerpt}`) < 0.6)
      .map((a) => `${a.file}: ${frenchShare(a.row.content).toFixed(2)}`);
    expect(mostlyEnglish).toEqual([]);
    // The check tells the two apart: the English originals score low.
    expect(english.every((a) => frenchShare(a.row.content) < 0.2)).toBe(true);
  });

  it("keeps each article's facts: category, date, publication and number of tags", () => {
    const bySlug = new Map(english.map((a) => [a.row.slug, a.row]));
    for (const { row } of french) {
      const original = bySlug.get(row.translationOf!)!;
      expect({ category: row.category, updated: row.updatedAt, published: row.isPublished, tags: row.tags.length }, row.slug).toEqual({
        category: original.category,
        updated: original.updatedAt,
        published: original.isPublished,
        tags: original.tags.length,
      });
    }
  });

  it("uses French typography and numbers in every body", () => {
    const problems: string[] = [];
    for (const { file, markdown } of french) {
      const prose = markdown
        .replace(/https?:\/\/\S+/g, "")
        .replace(/\]\([^)]*\)/g, "]")
        .replace(/^\|[-:| ]+\|$/gm, "")
        .replace(/`[^`]*`/g, "");
      const bad = / [:;!?»]|« |[^\s\u00a0\u202f(|*_][;!?»](\s|$)|\$\d|\d%|\d,\d{3}\b/u.exec(prose);
      if (bad) problems.push(`${file}: "${prose.slice(Math.max(0, bad.index - 20), bad.index + 10)}"`);
    }
    expect(problems).toEqual([]);
  });
});
