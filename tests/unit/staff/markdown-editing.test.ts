// The article editor's toolbar and shortcuts (bold, headings, link, list, table, quote) and its
// paste from Google Docs and Word, as the Markdown a writer gets.
import { EditorSelection, EditorState, type StateCommand } from "@codemirror/state";
import { describe, expect, it } from "vitest";
import {
  endEmptyQuote,
  insertImage,
  insertLink,
  insertLinkTo,
  insertTable,
  nextCell,
  previousCell,
  toggleLinePrefix,
  toggleMark,
} from "@/components/staff/content/markdown-commands";
import { htmlToMarkdown } from "@/components/staff/content/paste-markdown";
import { googleDocsClipboard, googleDocsMarkdown, wordClipboard, wordMarkdown } from "../../support/clipboards";

// Runs a command on `doc` with [from, to] selected; answers the text, the selection after it, where
// the cursor is (the text with "|" at the cursor) and whether the command took the key.
function run(command: StateCommand, doc: string, from: number, to = from) {
  let state = EditorState.create({ doc, selection: EditorSelection.single(from, to) });
  const handled = command({ state, dispatch: (tr) => (state = tr.state) });
  const { from: a, to: b, head } = state.selection.main;
  const text = state.doc.toString();
  return { text, selected: state.sliceDoc(a, b), cursor: text.slice(0, head) + "|" + text.slice(head), handled };
}

// Types `keys` (text, or "\t" for Tab and "\b" for Shift+Tab) into `doc` over [from, to], as the editor
// would: the table commands for the two keys, the text over the selection otherwise.
function typeInto(doc: string, [from, to]: [number, number], keys: (string | "\t" | "\b")[]) {
  let state = EditorState.create({ doc, selection: EditorSelection.single(from, to) });
  for (const key of keys) {
    if (key === "\t" || key === "\b") (key === "\t" ? nextCell : previousCell)({ state, dispatch: (tr) => (state = tr.state) });
    else state = state.update(state.replaceSelection(key)).state;
  }
  return state.doc.toString();
}

describe("the toolbar's Markdown", () => {
  it("makes the selected words bold, and plain again on a second press", () => {
    const once = run(toggleMark("**"), "sell more cars", 5, 9);
    expect(once).toMatchObject({ text: "sell **more** cars", selected: "more" });
    expect(run(toggleMark("**"), once.text, 7, 11).text).toBe("sell more cars");
  });

  it("turns a line into a heading 2, a heading 3 in its place, and back", () => {
    expect(run(toggleLinePrefix("## "), "Why attribution matters", 3).text).toBe("## Why attribution matters");
    expect(run(toggleLinePrefix("### "), "## Why attribution matters", 3).text).toBe("### Why attribution matters");
    expect(run(toggleLinePrefix("## "), "## Why attribution matters", 3).text).toBe("Why attribution matters");
  });

  it("puts the cursor after the prefix on an empty line, so the heading, item or quote is typed after it", () => {
    expect(run(toggleLinePrefix("## "), "", 0).cursor).toBe("## |");
    expect(run(toggleLinePrefix("- "), "Intro\n\nMore", 6).cursor).toBe("Intro\n- |\nMore");
    expect(run(toggleLinePrefix("> "), "Intro\n", 6).cursor).toBe("Intro\n> |");
    // At the start of a line with text, the cursor stays before the text; elsewhere it stays in it.
    expect(run(toggleLinePrefix("## "), "Results", 0).cursor).toBe("## |Results");
    expect(run(toggleLinePrefix("- "), "Results", 3).cursor).toBe("- Res|ults");
    // A heading becomes a list item (one prefix in place of the other), and a second press takes it away.
    expect(run(toggleLinePrefix("- "), "## Results", 10).cursor).toBe("- Results|");
    expect(run(toggleLinePrefix("- "), "- ", 2).cursor).toBe("|");
  });

  it("makes every selected line a list item or a quote", () => {
    expect(run(toggleLinePrefix("- "), "leads\nvisits\nsales", 0, 18).text).toBe("- leads\n- visits\n- sales");
    expect(run(toggleLinePrefix("> "), "One dashboard.", 0).text).toBe("> One dashboard.");
  });

  it("links the selected words with the address selected to type over", () => {
    expect(run(insertLink, "see the pricing page", 8, 20)).toMatchObject({ text: "see the [pricing page](https://)", selected: "https://" });
  });

  it("puts the link picker's choice over the selected words, brackets in the text escaped, the cursor after it", () => {
    expect(run(insertLinkTo("pricing page", "/pricing"), "see the pricing page", 8, 20)).toMatchObject({
      text: "see the [pricing page](/pricing)",
      cursor: "see the [pricing page](/pricing)|",
    });
    expect(run(insertLinkTo("a [draft] plan", "/fr/blogue/plan (v2)"), "", 0).text).toBe("[a \\[draft\\] plan](/fr/blogue/plan%20%28v2%29)");
  });

  it("puts an uploaded image at the cursor in a paragraph of its own, the cursor on its alt text", () => {
    let state = EditorState.create({ doc: "Before the bay. After it.", selection: EditorSelection.single(15) });
    insertImage(12)({ state, dispatch: (tr) => (state = tr.state) });
    expect(state.doc.toString()).toBe("Before the bay.\n\n![](media:12)\n\n After it.");
    expect(state.sliceDoc(state.selection.main.head - 2, state.selection.main.head + 1)).toBe("![]");
    expect(run(insertImage(3), "Text\n\n", 6).text).toBe("Text\n\n![](media:3)");
  });

  it("adds a two-column table under the current line", () => {
    const { text, selected } = run(insertTable(["Channel", "Leads"]), "Results", 7);
    expect(text).toBe("Results\n\n| Channel | Leads |\n| --- | --- |\n|  |  |\n");
    expect(selected).toBe("Channel");
  });

  it("types a table cell to cell with Tab, past the delimiter row, adding a row after the last cell", () => {
    const skeleton = "| Heading | Value |\n| --- | --- |\n|  |  |\n";
    const typed = typeInto(skeleton, [2, 9], ["Model", "\t", "Price", "\t", "Civic", "\t", "28 000 $", "\t", "Corolla", "\t", "27 500 $"]);
    expect(typed).toBe(
      "| Heading | Value |\n| --- | --- |\n| Civic | 28 000 $ |\n| Corolla | 27 500 $ |\n".replace("Heading", "Model").replace("Value", "Price"),
    );
    // Shift+Tab goes back one cell, to the row above at a row's start; it selects the cell's text to type over.
    expect(typeInto(skeleton, [2, 9], ["\t", "\b", "Model"])).toBe(skeleton.replace("Heading", "Model"));
    expect(typeInto("| A | B |\n| --- | --- |\n| c | d |", [24, 24], ["\b", "X"])).toBe("| A | X |\n| --- | --- |\n| c | d |");
  });

  it("ends a quote on Enter in its empty line, and leaves Enter to the Markdown keymap elsewhere", () => {
    expect(run(endEmptyQuote, "> Sales beat clicks.\n> ", 23)).toMatchObject({ cursor: "> Sales beat clicks.\n|", handled: true });
    expect(run(endEmptyQuote, "> Sales beat clicks.", 20).handled).toBe(false);
    expect(run(endEmptyQuote, "> ", 2).handled).toBe(false);
  });

  it("leaves Tab to the browser outside a table, and Shift+Tab in a table's first cell", () => {
    expect(run(nextCell, "Plain text", 3).handled).toBe(false);
    expect(run(nextCell, "| --- | --- |", 3).handled).toBe(false);
    expect(run(previousCell, "| A | B |\n| --- | --- |", 2).handled).toBe(false);
  });
});

describe("paste from a word processor", () => {
  it("converts Google Docs' styled spans, headings, lists and links without its wrapper", () => {
    const html =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1234"><h2><span>Measure what sells</span></h2>' +
      '<p><span style="font-weight:700;">Every</span><span> lead has a </span><span style="font-style:italic;">source</span>' +
      '<span>. See </span><a href="https://example.com/pricing"><span>pricing</span></a>.</p>' +
      "<ul><li><p><span>Search</span></p></li><li><p><span>Social</span></p></li></ul></b>";
    expect(htmlToMarkdown(html)).toBe(
      "## Measure what sells\n\n**Every** lead has a _source_. See [pricing](https://example.com/pricing).\n\n- Search\n- Social",
    );
  });

  it("converts Word's paragraphs and tables, dropping its office tags", () => {
    const html =
      '<p class="MsoNormal"><b>Budget</b> per month<o:p></o:p></p>' +
      "<table><thead><tr><th>Channel</th><th>Leads</th></tr></thead><tbody><tr><td>Search</td><td>42</td></tr></tbody></table>";
    expect(htmlToMarkdown(html)).toBe("**Budget** per month\n\n| Channel | Leads |\n| --- | --- |\n| Search | 42 |");
  });

  it("turns Google Docs' clipboard (nested list, table without a header row) into the Markdown a person writes", () => {
    expect(htmlToMarkdown(googleDocsClipboard)).toBe(googleDocsMarkdown);
  });

  it("turns Word's clipboard (mso-list paragraphs, numbered list, MsoTableGrid) into real lists and a GFM table", () => {
    const markdown = htmlToMarkdown(wordClipboard)!;
    expect(markdown).toBe(wordMarkdown);
    expect(markdown).not.toMatch(/·|<|mso|o:p/);
  });

  it("escapes a pipe in a table cell and keeps a table that has its own header row", () => {
    const html = "<table><tr><td>Plan</td><td>Price</td></tr><tr><td>A | B</td><td><p>297 $</p><p>per month</p></td></tr></table>";
    expect(htmlToMarkdown(html)).toBe("| Plan | Price |\n| --- | --- |\n| A \\| B | 297 $ per month |");
  });

  it("numbers an ordered list and nests a list under a numbered item by three spaces", () => {
    expect(htmlToMarkdown("<ol><li>One<ul><li>Detail</li></ul></li><li>Two</li></ol>")).toBe("1. One\n   - Detail\n2. Two");
  });

  it("keeps French no-break spaces, and leaves plain text to paste as it is", () => {
    expect(htmlToMarkdown("<p>Le rendement\u00a0: mesuré</p>")).toBe("Le rendement\u00a0: mesuré");
    expect(htmlToMarkdown("just text")).toBeNull();
  });
});
