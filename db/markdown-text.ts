import { marked, type Token } from "marked";

// What a Markdown body says and links to, read from marked's tokens (the renderer's own reading, so
// what is indexed and checked is what the page shows): the search index's text, and the link checker's
// addresses. A body imported as HTML reads the same way (marked hands it over as html tokens).

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };
const decode = (html: string) => html.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!);
const stripTags = (html: string) => decode(html.replace(/<[^>]*>/g, " "));

function walk(tokens: Token[], visit: (token: Token) => boolean): void {
  for (const token of tokens) {
    if (!visit(token)) continue;
    if (token.type === "list") walk(token.items as Token[], visit);
    else if (token.type === "table")
      walk(
        [...token.header, ...token.rows.flat()].flatMap((cell: { tokens: Token[] }) => cell.tokens),
        visit,
      );
    else if ("tokens" in token && token.tokens) walk(token.tokens, visit);
  }
}

// The words of a body, without its markup: headings, paragraphs, list items, table cells, link
// texts, image alt texts and code, each piece a space apart.
export function markdownText(markdown: string): string {
  const parts: string[] = [];
  walk(marked.lexer(markdown), (token) => {
    // An image's alt text, once (its tokens repeat it).
    if (token.type === "image") {
      parts.push(token.text);
      return false;
    }
    if (token.type === "html") parts.push(stripTags(token.text));
    else if (token.type === "code" || token.type === "codespan") parts.push(token.text);
    else if (token.type === "text" && !("tokens" in token && token.tokens)) parts.push(decode(token.text));
    else if (token.type === "escape") parts.push(token.text);
    else if (token.type === "space" || token.type === "br" || token.type === "hr") parts.push(" ");
    return true;
  });
  return parts.join(" ").replace(/\s+/g, " ").trim();
}

// The http(s) addresses a body links to: Markdown links, autolinks and <a href> in raw HTML.
export function markdownLinks(markdown: string): string[] {
  const links = new Set<string>();
  walk(marked.lexer(markdown), (token) => {
    if (token.type === "link") links.add(token.href);
    if (token.type === "html") for (const match of token.text.matchAll(/<a\s[^>]*href\s*=\s*["']([^"']+)["']/gi)) links.add(decode(match[1]!));
    return true;
  });
  return [...links].filter((href) => /^https?:\/\//i.test(href));
}
