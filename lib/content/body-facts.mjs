// What an article's Markdown body says, read once with marked's lexer (the renderer's own reading, so
// what is indexed, checked and drawn is what the page shows): its HTML, the parts the publish gates
// check, and the facts a revision keeps (content_revisions.facts) so the search index, the link
// checker and the media library never read a body again. A body imported as HTML reads the same
// way (marked hands it over as html tokens).
//
// Plain JavaScript with JSDoc types: lib/content/threads.ts runs readBody in a worker thread, which
// imports this file as it is (no build step), and the gates and the seed import it as a module.
import { marked } from "marked";

/**
 * What a revision keeps of its body: its words (the search index), its external http(s) addresses
 * (the link checker), the library images it shows (the media library's in-use list) and every
 * image's alt text (a French page's alt texts may not copy its twin's).
 * @typedef {{ text: string, links: string[], media: number[], alts: string[] }} BodyFacts
 */

/**
 * What the publish gates read of a body: its HTML, every link and image (raw HTML's too), the
 * heading levels and the number of lists.
 * @typedef {{ html: string, links: string[], images: { src: string, alt: string }[], headings: number[], lists: number }} BodyParts
 */

/** A library image is written `media:{id}` (a featured image, or `![alt](media:{id})` in a body); anything else is a path. */
export function mediaRef(/** @type {unknown} */ src) {
  const match = typeof src === "string" ? /^media:([1-9][0-9]{0,9})$/.exec(src) : null;
  return match ? Number(match[1]) : null;
}

/** @type {Record<string, string>} */
const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };
const decode = (/** @type {string} */ html) => html.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, /** @type {string} */ name) => ENTITIES[name] ?? "");
const stripTags = (/** @type {string} */ html) => decode(html.replace(/<[^>]*>/g, " "));

/** @param {string} tag @param {string} name */
const attribute = (tag, name) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, "i")
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

/** @typedef {import("marked").Token} Token */

/** @param {Token[]} tokens @param {(token: Token) => boolean} visit */
function walk(tokens, visit) {
  for (const token of tokens) {
    if (!visit(token)) continue;
    if (token.type === "list") walk(token.items, visit);
    else if (token.type === "table")
      walk(
        [...token.header, ...token.rows.flat()].flatMap((/** @type {{ tokens: Token[] }} */ cell) => cell.tokens),
        visit,
      );
    else if ("tokens" in token && token.tokens) walk(token.tokens, visit);
  }
}

// The words of a body, without its markup: headings, paragraphs, list items, table cells, link
// texts, image alt texts and code, each piece a space apart.
/** @param {Token[]} tokens */
function textOf(tokens) {
  /** @type {string[]} */
  const parts = [];
  walk(tokens, (token) => {
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

// The http(s) addresses a body links to, once each: Markdown links, autolinks and <a href> in raw HTML.
/** @param {Token[]} tokens */
function linksOf(tokens) {
  /** @type {Set<string>} */
  const links = new Set();
  walk(tokens, (token) => {
    if (token.type === "link") links.add(token.href);
    if (token.type === "html") for (const match of token.text.matchAll(/<a\s[^>]*href\s*=\s*["']([^"']+)["']/gi)) links.add(decode(match[1] ?? ""));
    return true;
  });
  return [...links].filter((href) => /^https?:\/\//i.test(href));
}

/** @param {Token[]} tokens @returns {Omit<BodyParts, "html">} */
function partsOf(tokens) {
  /** @type {Omit<BodyParts, "html">} */
  const parts = { links: [], images: [], headings: [], lists: 0 };
  marked.walkTokens(tokens, (token) => {
    if (token.type === "link") parts.links.push(token.href);
    else if (token.type === "image") parts.images.push({ src: token.href, alt: token.text });
    else if (token.type === "heading") parts.headings.push(token.depth);
    else if (token.type === "list") parts.lists++;
    else if (token.type === "html") {
      for (const [tag] of token.text.matchAll(/<a\s[^>]*>/gi)) parts.links.push(attribute(tag, "href") ?? "");
      for (const [tag] of token.text.matchAll(/<img\s[^>]*>/gi)) parts.images.push({ src: attribute(tag, "src") ?? "", alt: attribute(tag, "alt") ?? "" });
      for (const [, level] of token.text.matchAll(/<h([1-6])[\s>]/gi)) parts.headings.push(Number(level));
      parts.lists += (token.text.match(/<[uo]l[\s>]/gi) ?? []).length;
    }
  });
  return parts;
}

/** The library images (their ids) among images, once each, in order. */
const mediaOf = (/** @type {{ src: string }[]} */ images) => [...new Set(images.flatMap((image) => mediaRef(image.src) ?? []))];

/**
 * A body read once: what the gates check (and its HTML, which the live row keeps), and the facts its
 * revision keeps.
 * @param {string} markdown
 * @returns {{ parts: BodyParts, facts: BodyFacts }}
 */
export function readBody(markdown) {
  const tokens = marked.lexer(markdown);
  const parts = partsOf(tokens);
  const facts = { text: textOf(tokens), links: linksOf(tokens), media: mediaOf(parts.images), alts: parts.images.map((image) => image.alt) };
  return { parts: { ...parts, html: marked.parser(tokens) }, facts };
}

/**
 * What the gates read of a body, read here (the seed's files, the tests; the workspace reads bodies
 * off its request thread, lib/content/threads.ts).
 * @param {string} markdown
 * @returns {BodyParts}
 */
export const bodyParts = (markdown) => readBody(markdown).parts;

const imagesIn = (/** @type {string} */ html) =>
  [...html.matchAll(/<img\s[^>]*>/gi)].map(([tag]) => ({ src: attribute(tag, "src") ?? "", alt: attribute(tag, "alt") ?? "" }));

/** The library images (their ids) a rendered page shows, once each: its <img> tags' sources, scanned without reading Markdown. */
export const htmlMediaIds = (/** @type {string} */ html) => mediaOf(imagesIn(html));

/**
 * The facts of a rendered page without reading it as Markdown (a live row's HTML, a row imported
 * before revisions kept facts): its text with the tags out, its anchors' http(s) addresses, its
 * images' library ids and alt texts. Linear in the HTML, whatever it holds.
 * @param {string} html
 * @returns {BodyFacts}
 */
export function htmlFacts(html) {
  const images = imagesIn(html);
  const links = [...html.matchAll(/<a\s[^>]*>/gi)].map(([tag]) => decode(attribute(tag, "href") ?? "")).filter((href) => /^https?:\/\//i.test(href));
  return { text: stripTags(html).replace(/\s+/g, " ").trim(), links: [...new Set(links)], media: mediaOf(images), alts: images.map((i) => i.alt) };
}

/**
 * Facts as a revision row holds them (JSON), or null when they are not facts (a row written before
 * they were kept).
 * @param {unknown} value
 * @returns {BodyFacts | null}
 */
export function factsOf(value) {
  if (!value || typeof value !== "object") return null;
  const facts = /** @type {Record<string, unknown>} */ (value);
  const strings = (/** @type {unknown} */ list) => Array.isArray(list) && list.every((item) => typeof item === "string");
  const ok = typeof facts.text === "string" && strings(facts.links) && strings(facts.alts) && Array.isArray(facts.media) && facts.media.every(Number.isInteger);
  return ok ? /** @type {BodyFacts} */ (value) : null;
}
