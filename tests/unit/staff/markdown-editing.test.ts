// The article editor's toolbar and shortcuts (bold, headings, link, list, table, quote) and its
// paste from Google Docs and Word, as the Markdown a writer gets.
import { EditorSelection, EditorState, type StateCommand } from "@codemirror/state";
import { describe, expect, it } from "vitest";
import { insertImage, insertLink, insertTable, toggleLinePrefix, toggleMark } from "@/components/staff/content/markdown-commands";
import { htmlToMarkdown } from "@/components/staff/content/paste-markdown";

// Runs a command on `doc` with [from, to] selected; answers the text and the selection after it.
function run(command: StateCommand, doc: string, from: number, to = from) {
  let state = EditorState.create({ doc, selection: EditorSelection.single(from, to) });
  command({ state, dispatch: (tr) => (state = tr.state) });
  const { from: a, to: b } = state.selection.main;
  return { text: state.doc.toString(), selected: state.sliceDoc(a, b) };
}

describe("the toolbar's Markdown", () => {
  it("makes the selected words bold, and plain again on a second press", () => {
    const once = run(toggleMark("**"), "sell more cars", 5, 9);
    expect(once).toEqual({ text: "sell **more** cars", selected: "more" });
    expect(run(toggleMark("**"), once.text, 7, 11).text).toBe("sell more cars");
  });

  it("turns a line into a heading 2, a heading 3 in its place, and back", () => {
    expect(run(toggleLinePrefix("## "), "Why attribution matters", 3).text).toBe("## Why attribution matters");
    expect(run(toggleLinePrefix("### "), "## Why attribution matters", 3).text).toBe("### Why attribution matters");
    expect(run(toggleLinePrefix("## "), "## Why attribution matters", 3).text).toBe("Why attribution matters");
  });

  it("makes every selected line a list item or a quote", () => {
    expect(run(toggleLinePrefix("- "), "leads\nvisits\nsales", 0, 18).text).toBe("- leads\n- visits\n- sales");
    expect(run(toggleLinePrefix("> "), "One dashboard.", 0).text).toBe("> One dashboard.");
  });

  it("links the selected words with the address selected to type over", () => {
    expect(run(insertLink, "see the pricing page", 8, 20)).toEqual({ text: "see the [pricing page](https://)", selected: "https://" });
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
});

describe("paste from a word processor", () => {
  it("converts Google Docs' styled spans, headings, lists and links without its wrapper", () => {
    const html =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1234"><h2><span>Measure what sells</span></h2>' +
      '<p><span style="font-weight:700;">Every</span><span> lead has a </span><span style="font-style:italic;">source</span>' +
      '<span>. See </span><a href="https://example.com/pricing"><span>pricing</span></a>.</p>' +
      "<ul><li><p><span>Search</span></p></li><li><p><span>Social</span></p></li></ul></b>";
    expect(htmlToMarkdown(html)).toBe(
      "## Measure what sells\n\n**Every** lead has a _source_. See [pricing](https://example.com/pricing).\n\n-   Search\n-   Social",
    );
  });

  it("converts Word's paragraphs and tables, dropping its office tags", () => {
    const html =
      '<p class="MsoNormal"><b>Budget</b> per month<o:p></o:p></p>' +
      "<table><thead><tr><th>Channel</th><th>Leads</th></tr></thead><tbody><tr><td>Search</td><td>42</td></tr></tbody></table>";
    expect(htmlToMarkdown(html)).toBe("**Budget** per month\n\n| Channel | Leads |\n| --- | --- |\n| Search | 42 |");
  });

  it("keeps French no-break spaces, and leaves plain text to paste as it is", () => {
    expect(htmlToMarkdown("<p>Le rendement\u00a0: mesuré</p>")).toBe("Le rendement\u00a0: mesuré");
    expect(htmlToMarkdown("just text")).toBeNull();
  });
});
