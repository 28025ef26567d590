import TurndownService from "turndown";
import { gfm } from "turndown-plugin-gfm";

// HTML copied from Google Docs or Word, as the Markdown the body is written in (turndown, with
// GitHub's strike-through), the way a person would type it: `- ` and `1. ` lists nested by two or
// three spaces, every table a GFM table (a table without a header row, as both word processors copy
// one, takes its first row as the header), Word's paragraph lists (`mso-list`) as real lists. Both
// word processors mark up more than they mean, so a few rules first undo what each adds.

type Element = HTMLElement;

const style = (node: Node) => (node as Element).getAttribute?.("style") ?? "";
// NodeLists as arrays (the DOM turndown parses with in Node.js, domino, has no iterable NodeList).
const children = (node: Node) => Array.from(node.childNodes).filter((child): child is Element => child.nodeType === 1);
const descendants = (node: Node, tag: string) => Array.from((node as Element).getElementsByTagName(tag));
// The nearest ancestor (or the node itself) with one of the names.
function closest(node: Node | null, names: string[]): Element | null {
  for (let at = node; at; at = at.parentNode) if (names.includes(at.nodeName)) return at as Element;
  return null;
}

// Word's list paragraphs: `<p class="MsoListParagraphCxSpFirst" style="mso-list:l0 level2 lfo1">`,
// the marker Word drew ("·", "o", "§", "1.", "a.") in a `mso-list:Ignore` span before the text.
const WORD_LIST = /mso-list:\s*(l\d+)\s+level(\d+)/i;
const isWordListItem = (node: Node) => node.nodeName === "P" && WORD_LIST.test(style(node));
const ORDERED_MARKER = /^(?:\d+|[a-z]|[ivxlcdm]+)[.)]$/i;

function wordMarker(node: Node): string {
  const ignored = descendants(node, "span").find((span) => /mso-list:\s*ignore/i.test(style(span)));
  return (ignored?.textContent ?? "").replace(/[\s\u00a0]+/g, "");
}

function converter(): TurndownService {
  const service = new TurndownService({ headingStyle: "atx", bulletListMarker: "-", codeBlockStyle: "fenced", emDelimiter: "_", strongDelimiter: "**" });
  service.use(gfm);
  // Word's empty <o:p> paragraphs, its conditional comments' leftovers, and styles.
  service.remove(["style", "script", "meta", "title", "colgroup"]);
  service.addRule("office", { filter: (node) => node.nodeName.includes(":"), replacement: (content) => content });
  // Google Docs wraps the whole clipboard in <b style="font-weight:normal" id="docs-internal-guid-...">.
  service.addRule("docsWrapper", {
    filter: (node) => node.nodeName === "B" && (node.getAttribute("id") ?? "").startsWith("docs-internal-guid"),
    replacement: (content) => content,
  });
  // Google Docs and Word write bold and italic as styled spans rather than <strong> and <em>.
  service.addRule("styledSpan", {
    filter: (node) => node.nodeName === "SPAN" && /font-weight:\s*(bold|[6-9]00)|font-style:\s*italic/.test(style(node)),
    replacement: (content, node) => {
      const css = style(node);
      if (!content.trim()) return content;
      const bold = /font-weight:\s*(bold|[6-9]00)/.test(css);
      const italic = /font-style:\s*italic/.test(css);
      const mark = (bold ? "**" : "") + (italic ? "_" : "");
      return mark + content + [...mark].reverse().join("");
    },
  });

  // Lists as a person types them: "- " or "1. ", a nested list indented under its item's text.
  service.addRule("listItem", {
    filter: "li",
    replacement: (content, node) => {
      const parent = node.parentNode as Element;
      const prefix =
        parent.nodeName === "OL"
          ? `${
              Number(parent.getAttribute("start") ?? 1) +
              children(parent)
                .filter((c) => c.nodeName === "LI")
                .indexOf(node as Element)
            }. `
          : "- ";
      const text = content
        .replace(/^\n+/, "")
        .replace(/\n+$/, "\n")
        .replace(/\n(?=.)/g, `\n${" ".repeat(prefix.length)}`);
      return prefix + text + (node.nextSibling && !text.endsWith("\n") ? "\n" : "");
    },
  });
  // Google Docs puts each list item's text in a paragraph, which would make every list a loose one.
  service.addRule("listParagraph", { filter: (node) => node.nodeName === "P" && node.parentNode?.nodeName === "LI", replacement: (content) => content });
  // Google Docs nests a list in its parent list, beside the item rather than inside it.
  service.addRule("nestedList", {
    filter: (node) => (node.nodeName === "UL" || node.nodeName === "OL") && (node.parentNode?.nodeName === "UL" || node.parentNode?.nodeName === "OL"),
    replacement: (content, node) => {
      const width = node.parentNode?.nodeName === "OL" ? 3 : 2;
      return `\n${content.replace(/^\n+|\n+$/g, "").replace(/^(?=.)/gm, " ".repeat(width))}\n`;
    },
  });

  // Word's paragraph lists: each paragraph an item at its level, numbered when Word numbered it.
  let counters: number[] = [];
  let widths: number[] = [];
  service.addRule("wordListMarker", { filter: (node) => node.nodeName === "SPAN" && /mso-list:\s*ignore/i.test(style(node)), replacement: () => "" });
  service.addRule("wordList", {
    filter: (node) => isWordListItem(node),
    replacement: (content, node) => {
      const level = Number(WORD_LIST.exec(style(node))![2]);
      const first = !isWordListItem(previousElement(node));
      if (first) [counters, widths] = [[], []];
      counters = counters.slice(0, level);
      widths = widths.slice(0, level - 1);
      const marker = wordMarker(node);
      const number = /^\d+/.exec(marker)?.[0];
      counters[level - 1] = number ? Number(number) : (counters[level - 1] ?? 0) + 1;
      const prefix = ORDERED_MARKER.test(marker) ? `${counters[level - 1]}. ` : "- ";
      const indent = " ".repeat(widths.reduce((sum, w) => sum + (w ?? 0), 0));
      widths[level - 1] = prefix.length;
      return `${first ? "\n\n" : "\n"}${indent}${prefix}${content.trim()}\n${isWordListItem(nextElement(node)) ? "" : "\n"}`;
    },
  });

  // Tables: the first row is the header (a copied table seldom has <th>); each cell's text on one
  // line, its pipes escaped, a header cell's bold dropped (the header row is bold already).
  const cellText = (content: string) =>
    content
      .replace(/\n+/g, " ")
      .replace(/\|/g, "\\|")
      .replace(/[ \t]+/g, " ")
      .trim();
  const rowsOf = (table: Node | null) => (table ? descendants(table, "tr").filter((tr) => closest(tr, ["TABLE"]) === table) : []);
  service.addRule("tableCell", {
    filter: ["td", "th"],
    replacement: (content, node) => {
      const header = rowsOf(closest(node, ["TABLE"]))[0] === node.parentNode;
      const text = cellText(content);
      return ` ${header ? text.replace(/^\*\*(.*)\*\*$/, "$1") : text} |`;
    },
  });
  service.addRule("tableRow", {
    filter: "tr",
    replacement: (content, node) => {
      const row = `|${content}`;
      if (rowsOf(closest(node, ["TABLE"]))[0] !== node) return `\n${row}`;
      const rule = children(node)
        .filter((cell) => cell.nodeName === "TD" || cell.nodeName === "TH")
        .map(() => " --- |")
        .join("");
      return `\n${row}\n|${rule}`;
    },
  });
  service.addRule("tableSection", { filter: ["thead", "tbody", "tfoot"], replacement: (content) => content });
  service.addRule("table", { filter: "table", replacement: (content) => `\n\n${content.replace(/^\n+|\n+$/g, "")}\n\n` });
  // A table's wrapper (Google Docs' <div dir="ltr" align="left">) is only a block.
  service.addRule("block", { filter: ["div"], replacement: (content) => `\n\n${content}\n\n` });
  // A paragraph's line break inside a Google Docs table cell or a Word paragraph.
  service.addRule("lineBreak", { filter: (node) => node.nodeName === "BR" && closest(node, ["TD", "TH"]) !== null, replacement: () => " " });
  return service;
}

const previousElement = (node: Node) => (node as Element).previousElementSibling ?? ({} as Node);
const nextElement = (node: Node) => (node as Element).nextElementSibling ?? ({} as Node);

let service: TurndownService | null = null;

// The clipboard's HTML as Markdown; null when there is no HTML worth converting (plain text is
// pasted as it is).
export function htmlToMarkdown(html: string): string | null {
  if (!/<(p|h[1-6]|ul|ol|table|b|strong|i|em|a|span)\b/i.test(html)) return null;
  service ??= converter();
  return service
    .turndown(html)
    .replace(/[ \t]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
