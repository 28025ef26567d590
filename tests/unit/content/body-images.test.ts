import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { MediaPicture } from "@/components/blog/media-picture";
import type { SiteImage } from "@/lib/content/media";
import { ARTICLE_IMAGE_SIZES, pictureHtml, pictureMarkup } from "@/lib/content/media-picture";
import { renderBody } from "@/lib/content/store";

const showroom: SiteImage = {
  width: 1600,
  height: 900,
  alt: { en: "A showroom at dusk", fr: "Une salle d'exposition au crépuscule" },
  sources: [
    { type: "image/avif", srcSet: "/media/aaaa/480.avif 480w, /media/bbbb/1600.avif 1600w" },
    { type: "image/webp", srcSet: "/media/cccc/480.webp 480w, /media/dddd/1600.webp 1600w" },
  ],
  fallback: "/media/dddd/1600.webp",
  card: "/media/eeee/card.jpg",
};

// The library as the body's renderer reads it: image 7 only.
vi.mock("@/lib/content/media", () => ({ siteImage: async (id: number) => (id === 7 ? showroom : null) }));
const { articleBodyHtml } = await import("@/lib/content/body-images");

describe("a library image in an article's body", () => {
  it("is drawn as the same <picture> as the featured image: sources at every width, width and height, lazy, no sizes on the <img>", async () => {
    const html = await articleBodyHtml(renderBody("Before.\n\n![](media:7)\n\nAfter."), "en");
    const picture = pictureHtml(
      pictureMarkup(showroom, { alt: "A showroom at dusk", sizes: ARTICLE_IMAGE_SIZES, className: "rounded-panel border border-ink-700" }),
    );
    expect(html).toBe(`<p>Before.</p>\n<p>${picture}</p>\n<p>After.</p>\n`);
    expect(picture).toContain(
      '<source type="image/avif" srcSet="/media/aaaa/480.avif 480w, /media/bbbb/1600.avif 1600w" sizes="(min-width: 56rem) 832px, 100vw"/>',
    );
    expect(picture).toMatch(/<img src="\/media\/dddd\/1600.webp" alt="A showroom at dusk" width="1600" height="900" loading="lazy" [^>]*\/><\/picture>$/);
    expect(picture.match(/<img [^>]*>/)![0]).not.toContain("sizes");
    // The hero's React component writes the very same markup.
    const hero = renderToStaticMarkup(
      createElement(MediaPicture, { image: showroom, alt: "A showroom at dusk", sizes: ARTICLE_IMAGE_SIZES, className: "rounded-panel border border-ink-700" }),
    );
    expect(hero).toBe(picture);
  });

  it("takes its alt text from the Markdown, else from the library in the article's language", async () => {
    expect(await articleBodyHtml(renderBody("![](media:7)"), "fr")).toContain('alt="Une salle d&#x27;exposition au crépuscule"');
    expect(await articleBodyHtml(renderBody('![Le "hall" & la rue](media:7)'), "fr")).toContain('alt="Le &quot;hall&quot; &amp; la rue"');
  });

  it("is left out when the library no longer holds it, and a path image stays as written", async () => {
    expect(await articleBodyHtml(renderBody("![Gone](media:8)\n\n![Chart](/images/blog/chart.png)"), "en")).toBe(
      '<p></p>\n<p><img src="/images/blog/chart.png" alt="Chart" /></p>\n',
    );
  });
});
