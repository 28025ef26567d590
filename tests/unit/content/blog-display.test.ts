import { describe, expect, it } from "vitest";
import { articleDay, formatDay, listDay, readTimeMinutes } from "@/lib/content/blog-display";

describe("derived article dates", () => {
  it("dates the list 7 days apart per position, as Canadian-English dates", () => {
    expect(formatDay(listDay("2026-11-21", 0))).toBe("November 21, 2026");
    expect(formatDay(listDay("2026-11-21", 1))).toBe("November 14, 2026");
    expect(listDay("2026-11-21", 3)).toBe("2026-10-31");
    expect(formatDay(listDay("2026-11-21", 3))).toBe("October 31, 2026");
  });

  it("dates an article page id minus 1 days before today", () => {
    expect(formatDay(articleDay("2026-11-21", 1))).toBe("November 21, 2026");
    expect(articleDay("2026-03-01", 2)).toBe("2026-02-28");
  });
});

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
