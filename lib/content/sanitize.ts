import "server-only";
import sanitizeHtml from "sanitize-html";
import type { Locale } from "@/lib/i18n/locale";
import { localePath } from "@/lib/routes";

// Article bodies are rendered as HTML: only these elements and attributes survive, and links may only
// point to http(s), mailto or site paths. Scripts, styles, event handlers and javascript: URLs are dropped.
const options = (locale: Locale): sanitizeHtml.IOptions => ({
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "b",
    "i",
    "code",
    "pre",
    "blockquote",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "img",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height"],
    th: ["align", "scope"],
    td: ["align"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  // An image may also be a library image, `media:{id}` (articleBodyHtml draws it): that form only.
  allowedSchemesByTag: { img: ["http", "https", "media"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  transformTags: {
    // External links open safely; site links (written as English paths in every article) lead to
    // the page in the article's language.
    a: (tagName, attribs) =>
      /^https?:/i.test(attribs.href ?? "")
        ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer", target: "_blank" } }
        : { tagName, attribs: attribs.href?.startsWith("/") ? { ...attribs, href: localePath(attribs.href, locale) } : attribs },
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: schemeOf(src) === "media" && !LIBRARY_IMAGE.test(src!) ? rest : attribs };
    },
  },
});

const LIBRARY_IMAGE = /^media:[1-9][0-9]{0,9}$/;
// An address's scheme as sanitize-html reads it (control characters and spaces dropped, any case).
const schemeOf = (url = "") => /^([a-z][a-z0-9.+-]*):/i.exec(url.replace(/[\u0000-\u0020]+/g, ""))?.[1]?.toLowerCase() ?? null;

export function sanitizeArticleHtml(html: string, locale: Locale = "en"): string {
  return sanitizeHtml(html, options(locale));
}
