import "server-only";
import { getArticleTwins, getPublishedArticles } from "@/lib/content/articles";
import { articleDates } from "@/lib/content/blog-display";
import { getAllCities } from "@/lib/content/cities";
import { articleImageAddresses } from "@/lib/content/media";
import { LOCALES } from "@/lib/i18n/locale";
import { addressesOf, defaultOgImage, languageAlternates, ogImageUrl } from "@/lib/seo/metadata";
import { articlePath, cityPath, localePath, staticPages } from "@/lib/routes";
import { absoluteUrl } from "@/lib/site-config";
import { escapeXml } from "@/lib/seo/xml";

export interface SitemapEntry {
  path: string;
  lastModified?: string;
  languages?: Record<string, string>;
  images: string[];
}

// Every canonical URL the site wants indexed, in both languages, with its images and, for a page
// that has a twin in the other language, the pair's hreflang alternates (xhtml:link): static pages,
// published articles and city pages. Aliases, drafts and not-found URLs never appear.
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const pair = (englishPath: string, images: (locale: (typeof LOCALES)[number]) => string[]): SitemapEntry[] => {
    const languages = languageAlternates(addressesOf(englishPath));
    return LOCALES.map((locale) => ({ path: localePath(englishPath, locale), languages, images: images(locale) }));
  };
  return [
    ...staticPages.flatMap((path) => pair(path, (locale) => [defaultOgImage(locale).url])),
    ...(await articleEntries()),
    ...(await getAllCities()).flatMap((c) => pair(cityPath(c.slug), (locale) => [locale === "fr" ? ogImageUrl.cityFrench(c.slug) : ogImageUrl.city(c.slug)])),
  ];
}

// Published articles of both languages; an article adapted into the other language is listed with
// its twin as its alternate.
async function articleEntries(): Promise<SitemapEntry[]> {
  const twins = await getArticleTwins();
  const published = await Promise.all(LOCALES.map(async (locale) => ({ locale, articles: await getPublishedArticles(undefined, locale) })));
  return Promise.all(
    published.flatMap(({ locale, articles }) =>
      articles.map(async (a) => {
        const twin = twins.get(a.slug);
        const addresses = {
          en: locale === "en" ? articlePath(a.slug, "en") : twin ? articlePath(twin, "en") : null,
          fr: locale === "fr" ? articlePath(a.slug, "fr") : twin ? articlePath(twin, "fr") : null,
        };
        return {
          path: articlePath(a.slug, locale),
          lastModified: articleDates(a).updated,
          languages: languageAlternates(addresses),
          images: [...(await articleImageAddresses(a)), ogImageUrl.article(a.slug)],
        };
      }),
    ),
  );
}

export function toAbsolute(entry: SitemapEntry) {
  return {
    url: absoluteUrl(entry.path),
    lastModified: entry.lastModified,
    alternates: entry.languages
      ? { languages: Object.fromEntries(Object.entries(entry.languages).map(([lang, path]) => [lang, absoluteUrl(path)])) }
      : undefined,
    images: entry.images.map(absoluteUrl),
  };
}

// A sitemap document: the sitemap namespace and the extension's, one <url> per entry.
const urlset = (extension: string, urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ${extension}>\n${urls.join("\n")}\n</urlset>\n`;

// The sitemap (https://www.sitemaps.org/protocol.html), each URL with its hreflang alternates.
export async function sitemapXml(): Promise<string> {
  const urls = (await sitemapEntries()).map(toAbsolute).map((e) => {
    const links = Object.entries(e.alternates?.languages ?? {}).map(
      ([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}" />\n`,
    );
    const lastmod = e.lastModified ? `    <lastmod>${escapeXml(e.lastModified)}</lastmod>\n` : "";
    return `  <url>\n    <loc>${escapeXml(e.url)}</loc>\n${links.join("")}${lastmod}  </url>`;
  });
  return urlset(`xmlns:xhtml="http://www.w3.org/1999/xhtml"`, urls);
}

// The image sitemap (https://www.google.com/schemas/sitemap-image/1.1): each page with its images.
export async function imageSitemapXml(): Promise<string> {
  const urls = (await sitemapEntries()).map(toAbsolute).map((e) => {
    const images = e.images.map((img) => `    <image:image><image:loc>${escapeXml(img)}</image:loc></image:image>\n`);
    return `  <url>\n    <loc>${escapeXml(e.url)}</loc>\n${images.join("")}  </url>`;
  });
  return urlset(`xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"`, urls);
}
