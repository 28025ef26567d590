import { describe, expect, it } from "vitest";
import { bodyWords, readTimeMinutes, WORDS_PER_MINUTE } from "@/lib/content/blog-display";

const words = (n: number, word = "dealer") => `<p>${Array.from({ length: n }, () => word).join(" ")}</p>`;

describe("an article's read time", () => {
  it("is its body's words at 230 a minute, rounded up, never under a minute", () => {
    expect(WORDS_PER_MINUTE).toBe(230);
    expect(readTimeMinutes(words(230))).toBe(1);
    expect(readTimeMinutes(words(231))).toBe(2);
    expect(readTimeMinutes(words(1150))).toBe(5);
    expect(readTimeMinutes(words(2300))).toBe(10);
    expect(readTimeMinutes(words(3))).toBe(1);
    expect(readTimeMinutes("")).toBe(1);
  });

  it("counts the words a reader reads, not tags, entities, Markdown marks or punctuation", () => {
    expect(bodyWords('<h2 class="x">Aged stock</h2><p>46&nbsp;days &mdash; the <a href="/a">CR-V</a> « l’achat » !</p>')).toBe(7);
    expect(bodyWords("## Aged stock\n\n- 46 days — the **CR-V** « l’achat » !")).toBe(7);
  });

  it("is the same in both languages for the same number of words, and differs with length", () => {
    expect(readTimeMinutes(words(1400, "inventory"))).toBe(7);
    expect(readTimeMinutes(words(1400, "l’inventaire"))).toBe(7);
    expect(readTimeMinutes(words(2800))).toBe(13);
  });
});
