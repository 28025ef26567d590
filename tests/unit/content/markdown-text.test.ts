// What the workspace's search indexes of a body, and which addresses the link check reads from it.
import { describe, expect, it } from "vitest";
import { htmlFacts, readBody } from "@/lib/content/body-facts.mjs";
import { ftsQuery } from "@/db/sqlite/search";
import { snippetHtml } from "@/lib/content/workspace-search";
import { HIT_END, HIT_START } from "@/db/search";

const markdownText = (body: string) => readBody(body).facts.text;
const markdownLinks = (body: string) => readBody(body).facts.links;

describe("a Markdown body as text", () => {
  it("keeps the words of headings, emphasis, lists, tables, links, images' alt text and code, without their markup", () => {
    const body = [
      "## Le **réclamation** rapide",
      'Un [lien](https://example.com "titre") et `du code`.',
      "- premier\n- second",
      "![Un lot de voitures](/images/lot.jpg)",
      "| Source | Ventes |\n| --- | --- |\n| Google | 12 |",
      "```\nconst x = 1;\n```",
    ].join("\n\n");
    expect(markdownText(body)).toBe("Le réclamation rapide Un lien et du code . premier second Un lot de voitures Source Ventes Google 12 const x = 1;");
  });

  it("reads a body imported as HTML as its text, entities decoded", () => {
    expect(markdownText("<p>Ventes &amp; <b>marges</b></p>")).toBe("Ventes & marges");
  });
});

describe("a body's external links", () => {
  it("lists each http(s) address once: links, autolinks and raw HTML anchors, not the site's own paths", () => {
    const body = '[a](https://a.example/x) [again](https://a.example/x) <https://b.example> [blog](/fr/blogue) <a href="http://c.example/?a=1&amp;b=2">c</a>';
    expect(markdownLinks(body)).toEqual(["https://a.example/x", "https://b.example", "http://c.example/?a=1&b=2"]);
  });
});

describe("what a revision keeps of its body", () => {
  it("keeps its library images once each and every image's alt text, and reads a live row's HTML the same way without Markdown", () => {
    const body = '![Un lot](media:7) ![Encore](media:7) ![Graphique](/images/chart.png) <img src="media:9" alt="Le hall"> [a](https://a.example/x)';
    expect(readBody(body).facts).toMatchObject({ media: [7, 9], alts: ["Un lot", "Encore", "Graphique", "Le hall"], links: ["https://a.example/x"] });
    const live = readBody(body).parts.html;
    expect(htmlFacts(live)).toMatchObject({ media: [7, 9], alts: ["Un lot", "Encore", "Graphique", "Le hall"], links: ["https://a.example/x"] });
    expect(htmlFacts("<p>Ventes &amp; <b>marges</b></p>").text).toBe("Ventes & marges");
  });
});

describe("the search's query and snippet", () => {
  it("quotes every word for FTS5, so no word is read as its syntax, and lets the last one be a prefix", () => {
    expect(ftsQuery('near "dealer* OR -x')).toBe('"near" "dealer" "OR" "x"');
    expect(ftsQuery('near "dealer* OR -xyl')).toBe('"near" "dealer" "OR" "xyl"*');
    expect(ftsQuery("  * - ")).toBeNull();
  });

  it("searches each word once and eight words at most, and never a one- or two-letter word as a prefix", () => {
    expect(ftsQuery(Array(100).fill("a").join(" "))).toBe('"a"');
    expect(ftsQuery("The the THE lot de")).toBe('"The" "lot" "de"');
    expect(ftsQuery("one two three four five six seven eight nine ten")).toBe('"one" "two" "three" "four" "five" "six" "seven" "eight"*');
  });

  it("escapes the article's text and marks only the index's matches", () => {
    expect(snippetHtml(`<b>${HIT_START}lot${HIT_END}</b> & "x"`)).toBe("&lt;b&gt;<mark>lot</mark>&lt;/b&gt; &amp; &quot;x&quot;");
  });
});
