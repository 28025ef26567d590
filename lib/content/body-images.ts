import "server-only";
import { cache } from "react";
import { siteImage } from "@/lib/content/media";
import { ARTICLE_IMAGE_SIZES, pictureHtml, pictureMarkup } from "@/lib/content/media-picture";
import { sanitizeArticleHtml } from "@/lib/content/sanitize";
import type { Locale } from "@/lib/i18n/locale";

// Each library image once per render, however many times the body shows it.
const libraryImage = cache(siteImage);

// A library image as the sanitizer leaves it: `<img src="media:{id}" alt="…" />` (its only other form is dropped).
const LIBRARY_IMG = /<img\s[^>]*?src="media:([0-9]+)"[^>]*>/g;
const ALT = /\salt="([^"]*)"/;
const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * An article body's HTML as its page shows it: sanitized, and each library image (`![alt](media:{id})`)
 * drawn as the featured image is, a lazy <picture> with the alt text of the Markdown, else the library's
 * in the article's language. An image no longer in the library is left out (the gates refuse to publish one).
 */
export async function articleBodyHtml(content: string, locale: Locale): Promise<string> {
  const html = sanitizeArticleHtml(content, locale);
  const ids = [...new Set([...html.matchAll(LIBRARY_IMG)].map((m) => Number(m[1])))];
  const images = new Map(await Promise.all(ids.map(async (id) => [id, await libraryImage(id)] as const)));
  return html.replace(LIBRARY_IMG, (tag, id: string) => {
    const image = images.get(Number(id));
    if (!image) return "";
    const alt = unescape(ALT.exec(tag)?.[1] ?? "").trim() || image.alt[locale] || "";
    return pictureHtml(pictureMarkup(image, { alt, sizes: ARTICLE_IMAGE_SIZES, className: "rounded-panel border border-ink-700" }));
  });
}
