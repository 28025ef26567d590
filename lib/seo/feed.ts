import "server-only";
import { getPublishedArticles } from "@/lib/content/articles";
import { categoryNames } from "@/lib/content/terms";
import { articleDates, dateInstant, newestFirst } from "@/lib/content/blog-display";
import { languageTag, type Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { articlePath, localePath } from "@/lib/routes";
import { absoluteUrl, siteConfig } from "@/lib/site-config";
import { escapeXml } from "@/lib/seo/xml";

// The blog's RSS 2.0 feed in one language (/blog/feed.xml, /fr/blogue/feed.xml): every published
// article with its title, link, first publication date, summary and category, newest first (the
// blog's order); the channel's date is the latest change to any of them.
export const feedPath = (locale: Locale) => `${localePath("/blog", locale)}/feed.xml`;

// The feed announced in a blog page's <head> (<link rel="alternate" type="application/rss+xml">).
export const feedAlternate = (locale: Locale) => ({ "application/rss+xml": [{ url: feedPath(locale), title: translator(locale, "blog")("feed.title") }] });

export async function rssFeed(locale: Locale): Promise<string> {
  const t = translator(locale, "blog");
  // Each category by its name in the language, as the terms table holds it (the workspace renames it).
  const names = await categoryNames(locale);
  const category = (id: string) => names.get(id) ?? id;
  const articles = (await getPublishedArticles(undefined, locale)).sort(newestFirst);
  const date = (value: string) => dateInstant(value).toUTCString();
  const [lastChange] = articles.map((a) => articleDates(a).updated).sort((a, b) => dateInstant(b).getTime() - dateInstant(a).getTime());
  const items = articles.map((a) => {
    const url = absoluteUrl(articlePath(a.slug, locale));
    return [
      "    <item>",
      `      <title>${escapeXml(a.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${date(articleDates(a).published)}</pubDate>`,
      `      <description>${escapeXml(a.excerpt)}</description>`,
      `      <category>${escapeXml(category(a.category))}</category>`,
      "    </item>",
    ].join("\n");
  });
  const self = absoluteUrl(feedPath(locale));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(t("feed.title"))}</title>`,
    `    <link>${escapeXml(absoluteUrl(localePath("/blog", locale)))}</link>`,
    `    <description>${escapeXml(t("feed.description"))}</description>`,
    `    <language>${languageTag[locale]}</language>`,
    `    <copyright>© ${siteConfig.name} Inc.</copyright>`,
    lastChange ? `    <lastBuildDate>${date(lastChange)}</lastBuildDate>` : null,
    `    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml" />`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter((line) => line !== null)
    .join("\n");
}
