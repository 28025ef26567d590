import { describe, expect, it } from "vitest";
import { articleReadTime, readTimeFromText, readTimeMinutes } from "@/lib/content/blog-display";

describe("derived read time", () => {
  it("is always a whole number of minutes from 3 to 12", () => {
    const times = Array.from({ length: 500 }, (_, i) => readTimeMinutes(i + 1));
    expect(Math.min(...times)).toBe(3);
    expect(Math.max(...times)).toBe(12);
    expect(times.every(Number.isInteger)).toBe(true);
  });

  it("is the same for the same id every time", () => {
    expect(readTimeMinutes(42)).toBe(readTimeMinutes(42));
  });

  it("varies between neighbouring articles", () => {
    const times = new Set(Array.from({ length: 10 }, (_, i) => readTimeMinutes(i + 1)));
    expect(times.size).toBeGreaterThan(4);
  });
});

describe("a French article's read time", () => {
  it("is counted on its own words, about 230 a minute", () => {
    const words = (n: number) => `<p>${Array.from({ length: n }, () => "concession").join(" ")}</p>`;
    expect(readTimeFromText(words(1150))).toBe(5);
    expect(readTimeFromText(words(10))).toBe(1);
    expect(articleReadTime({ id: 7, content: words(2300), locale: "fr" })).toBe(10);
    expect(articleReadTime({ id: 7, content: words(2300), locale: "en" })).toBe(readTimeMinutes(7));
  });
});
