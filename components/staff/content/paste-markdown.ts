import TurndownService from "turndown";
import { gfm } from "turndown-plugin-gfm";

// HTML copied from Google Docs or Word, as the Markdown the body is written in (turndown, with
// GitHub's tables and strike-through). Both word processors mark up more than they mean, so a few
// rules first undo what each adds.
let service: TurndownService | null = null;

function turndown(): TurndownService {
  if (service) return service;
  service = new TurndownService({ headingStyle: "atx", bulletListMarker: "-", codeBlockStyle: "fenced", emDelimiter: "_", strongDelimiter: "**" });
  service.use(gfm);
  // Word's empty <o:p> paragraphs, its conditional comments' leftovers, and styles.
  service.remove(["style", "script", "meta", "title"]);
  service.addRule("office", { filter: (node) => node.nodeName.includes(":"), replacement: (content) => content });
  // Google Docs wraps the whole clipboard in <b style="font-weight:normal" id="docs-internal-guid-...">.
  service.addRule("docsWrapper", {
    filter: (node) => node.nodeName === "B" && (node.getAttribute("id") ?? "").startsWith("docs-internal-guid"),
    replacement: (content) => content,
  });
  // Google Docs puts each list item's text in a paragraph, which would make every list a loose one.
  service.addRule("listParagraph", { filter: (node) => node.nodeName === "P" && node.parentNode?.nodeName === "LI", replacement: (content) => content });
  // Google Docs and Word write bold and italic as styled spans rather than <strong> and <em>.
  service.addRule("styledSpan", {
    filter: (node) => node.nodeName === "SPAN" && /font-weight:\s*(bold|[6-9]00)|font-style:\s*italic/.test(node.getAttribute("style") ?? ""),
    replacement: (content, node) => {
      const style = (node as HTMLElement).getAttribute("style") ?? "";
      if (!content.trim()) return content;
      const bold = /font-weight:\s*(bold|[6-9]00)/.test(style);
      const italic = /font-style:\s*italic/.test(style);
      const mark = (bold ? "**" : "") + (italic ? "_" : "");
      return mark + content + [...mark].reverse().join("");
    },
  });
  return service;
}

// The clipboard's HTML as Markdown; null when there is no HTML worth converting (plain text is
// pasted as it is).
export function htmlToMarkdown(html: string): string | null {
  if (!/<(p|h[1-6]|ul|ol|table|b|strong|i|em|a|span)\b/i.test(html)) return null;
  return turndown()
    .turndown(html)
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
