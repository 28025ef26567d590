import { describe, expect, it } from "vitest";
import { matchesQuery } from "@/lib/content/search";

describe("search matching", () => {
  it("matches every word in any order, ignoring case and accents", () => {
    expect(matchesQuery("cost SALE", "Cost per sale", "The cost of one sold unit")).toBe(true);
    expect(matchesQuery("montreal", "Montréal dealers")).toBe(true);
    expect(matchesQuery("cost lead", "Cost per sale")).toBe(false);
  });

  it("matches everything when the query is blank", () => {
    expect(matchesQuery("   ", "anything")).toBe(true);
  });
});
