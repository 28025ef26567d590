// The editor's slug suggestion and its search-result preview (components/staff/content/search-text.ts): the slug a title
// suggests passes the slug gate, French accents folded; the snippet cuts where a search engine cuts.
import { describe, expect, it } from "vitest";
import { cutForSearch, searchSnippet as snippetOf, suggestSlug } from "@/components/staff/content/search-text";
import { DESCRIPTION, SEARCH_TITLE_MAX, SLUG, TITLE_SUFFIX } from "@/lib/content/gates";

// The gates' own limits, as the editor's page hands them to the editor.
const searchSnippet = (draft: Parameters<typeof snippetOf>[0]) =>
  snippetOf(draft, { titleSuffix: TITLE_SUFFIX, searchTitleMax: SEARCH_TITLE_MAX, descriptionMax: DESCRIPTION.max });

describe("suggestSlug", () => {
  it("folds French accents and ligatures and joins the words with hyphens", () => {
    expect(suggestSlug("Réclamations coop : l'œuvre des concessionnaires à Montréal")).toBe("reclamations-coop-l-oeuvre-des-concessionnaires-a-montreal");
    expect(suggestSlug("  Cost per Sale -- by Lead Source (2026)! ")).toBe("cost-per-sale-by-lead-source-2026");
  });

  it("always suggests a slug the gate accepts, or nothing for a title without letters", () => {
    for (const title of ["Ça coûte cher ?", "«\u00a0Été\u00a0»", "A/B tests & ROI", "Ærø straße", "x".repeat(200)]) {
      const slug = suggestSlug(title);
      expect(slug, title).toMatch(SLUG);
      expect(slug.length, title).toBeLessThanOrEqual(80);
    }
    expect(suggestSlug("!!! ???")).toBe("");
  });

  it("cuts a long title at a whole word within 80 characters", () => {
    const slug = suggestSlug("Why every dealership marketing team should measure the cost per sold vehicle by lead source this year");
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith("-")).toBe(false);
    expect("why-every-dealership-marketing-team-should-measure-the-cost-per-sold-vehicle-by".startsWith(slug)).toBe(true);
    expect(
      slug
        .split("-")
        .every((word) =>
          ["why", "every", "dealership", "marketing", "team", "should", "measure", "the", "cost", "per", "sold", "vehicle", "by"].includes(word),
        ),
    ).toBe(true);
  });
});

describe("cutForSearch", () => {
  it("keeps a text that fits whole", () => {
    expect(cutForSearch("Cost per sale", 60)).toEqual({ text: "Cost per sale", cut: false });
    expect(cutForSearch("x".repeat(60), 60).cut).toBe(false);
  });

  it("cuts a text too long at the last whole word, with an ellipsis, within the limit", () => {
    const description =
      "Dealers who measure the cost per sold vehicle by lead source spend less, and know which of their sources sell cars, which only fill the CRM, and why.";
    const long = `${description} The rest, past what a search result shows, is never seen there.`;
    const { text, cut } = cutForSearch(long, 160);
    expect(cut).toBe(true);
    expect([...text].length).toBeLessThanOrEqual(160);
    expect(text.endsWith("…")).toBe(true);
    expect(long.startsWith(text.slice(0, -1))).toBe(true);
    expect(long[text.length - 1]).toBe(" ");
    expect(text).not.toMatch(/[\s,]…$/u);
  });

  it("cuts a single long word inside it rather than showing nothing", () => {
    expect(cutForSearch("a".repeat(100), 60)).toEqual({ text: `${"a".repeat(59)}…`, cut: true });
  });
});

describe("searchSnippet", () => {
  const draft = { title: "Cost per sale by lead source", seoTitle: null, excerpt: "What each lead source really costs a dealership.", seoDescription: null };

  it("shows the title with the site's suffix and the excerpt when there is no SEO title or description", () => {
    expect(searchSnippet(draft)).toEqual({
      title: { text: `Cost per sale by lead source${TITLE_SUFFIX}`, cut: false },
      description: { text: draft.excerpt, cut: false },
    });
  });

  it("prefers the SEO title and description, and cuts a title the suffix takes over 60 characters", () => {
    const snippet = searchSnippet({ ...draft, seoTitle: "The real cost per sold vehicle of every dealership lead source", seoDescription: "Short." });
    expect(snippet.title.cut).toBe(true);
    expect([...snippet.title.text].length).toBeLessThanOrEqual(60);
    expect(snippet.title.text.startsWith("The real cost per sold vehicle")).toBe(true);
    expect(snippet.description.text).toBe("Short.");
  });
});
