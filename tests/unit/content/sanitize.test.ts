import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "@/lib/content/sanitize";

describe("article HTML sanitizer", () => {
  it("keeps headings, lists, tables and site links", () => {
    const html = '<h2>Cost per sale</h2><ul><li><a href="/pricing">Pricing</a></li></ul><table><tr><td>1</td></tr></table>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it("strips script and style elements with their content", () => {
    expect(sanitizeArticleHtml("<p>Hi</p><script>alert(1)</script><style>p{}</style>")).toBe("<p>Hi</p>");
  });

  it("strips event handler attributes", () => {
    expect(sanitizeArticleHtml('<p onclick="alert(1)">Hi</p><img src="/a.png" onerror="alert(1)" alt="a">')).toBe('<p>Hi</p><img src="/a.png" alt="a" />');
  });

  it("removes javascript: and data: links", () => {
    expect(sanitizeArticleHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeArticleHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeArticleHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe("<a>x</a>");
  });

  it("drops iframes, forms and inline styles", () => {
    expect(sanitizeArticleHtml('<iframe src="https://evil"></iframe><form><input></form><p style="color:red">x</p>')).toBe("<p>x</p>");
  });

  it("opens external links in a new tab without an opener", () => {
    expect(sanitizeArticleHtml('<a href="https://example.ca">x</a>')).toBe('<a href="https://example.ca" rel="noopener noreferrer" target="_blank">x</a>');
  });

  it("lets a library image through as media:{id} and no other non-http image source", () => {
    expect(sanitizeArticleHtml('<img src="media:12" alt="A showroom">')).toBe('<img src="media:12" alt="A showroom" />');
    for (const src of ["media:0", "media:12x", "media:../1", "MEDIA:12", " media:1 2", "mediax:1", "data:image/png;base64,AAAA", "blob:x", "file:///etc"])
      expect(sanitizeArticleHtml(`<img src="${src}" alt="a">`)).toBe('<img alt="a" />');
    expect(sanitizeArticleHtml('<a href="media:12">x</a>')).toBe("<a>x</a>");
  });
});
