import { describe, expect, it } from "vitest";
import { parseCityContent } from "@/lib/content/cities";

describe("city content", () => {
  it("reads the hero texts and FAQ from valid JSON", () => {
    const content = JSON.stringify({ hero_title: "Own the GTA", hero_subtitle: "Sub", faq: [{ question: "Q?", answer: "A." }] });
    expect(parseCityContent("Toronto", content)).toEqual({ heroTitle: "Own the GTA", heroSubtitle: "Sub", faq: [{ question: "Q?", answer: "A." }] });
  });

  it("falls back to both defaults when the content is not JSON", () => {
    const result = parseCityContent("Regina", "{not json");
    expect(result.heroTitle).toBe("Regina Automotive Advertising Dashboard");
    expect(result.heroSubtitle).toContain("Regina");
    expect(result.faq).toEqual([]);
  });

  it("falls back field by field when the JSON is incomplete or of the wrong type", () => {
    expect(parseCityContent("Calgary", JSON.stringify({ hero_title: "Truck Country" })).heroSubtitle).toContain("Calgary");
    expect(parseCityContent("Calgary", JSON.stringify({ hero_title: 42, hero_subtitle: "" })).heroTitle).toBe("Calgary Automotive Advertising Dashboard");
    expect(parseCityContent("Calgary", "[1,2]").heroTitle).toBe("Calgary Automotive Advertising Dashboard");
    expect(parseCityContent("Calgary", "null").heroTitle).toBe("Calgary Automotive Advertising Dashboard");
  });

  it("drops malformed FAQ items", () => {
    const content = JSON.stringify({ faq: [{ question: "Q?" }, null, { question: "Q2?", answer: "A2." }] });
    expect(parseCityContent("Montreal", content).faq).toEqual([{ question: "Q2?", answer: "A2." }]);
  });
});

describe("city content in French", () => {
  it("reads the French hero when asked for French, with French defaults otherwise", () => {
    const content = JSON.stringify({ hero_title: "EN", hero_subtitle: "EN sub", hero_title_fr: "FR" });
    const fr = parseCityContent("Montréal", content, "fr");
    expect(fr.heroTitle).toBe("FR");
    expect(fr.heroSubtitle).toContain("Montréal");
    expect(fr.heroSubtitle).not.toBe("EN sub");
  });
});
