import "server-only";
import { getPublishedArticles } from "@/lib/articles";
import { cityLanguages, getAllCities } from "@/lib/cities";
import { defaultOgImage, ogImageUrl } from "@/lib/metadata";
import { cityPath, staticPages } from "@/lib/routes";
import { siteConfig } from "@/lib/site-config";

export interface SitemapEntry {
  path: string;
  lastModified?: string;
  languages?: Record<string, string>;
  images: string[];
}

const absolute = (path: string) => new URL(path, siteConfig.url).toString();

// Every canonical URL the site wants indexed, with its images: static pages, published articles and
// city pages. Aliases, drafts and not-found URLs never appear.
export function sitemapEntries(): SitemapEntry[] {
  const french = new Set(Object.values(staticPages.filter((p) => p.startsWith("/fr/"))));
  return [
    ...staticPages
      .filter((path) => !french.has(path))
      .map((path) => ({ path, images: [defaultOgImage.url] })),
    ...getPublishedArticles().map((a) => ({
      path: `/blog/${a.slug}`,
      lastModified: a.updatedAt,
      images: [...(a.featuredImage ? [a.featuredImage] : []), ogImageUrl.article(a.slug)],
    })),
    ...getAllCities().flatMap((c) => {
      const languages = cityLanguages(c.slug);
      const entries: SitemapEntry[] = [{ path: cityPath(c.slug), languages, images: [ogImageUrl.city(c.slug)] }];
      if (languages) entries.push({ path: languages["fr-CA"]!, languages, images: [ogImageUrl.cityFrench(c.slug)] });
      return entries;
    }),
  ];
}

export function toAbsolute(entry: SitemapEntry) {
  return {
    url: absolute(entry.path),
    lastModified: entry.lastModified,
    alternates: entry.languages
      ? { languages: Object.fromEntries(Object.entries(entry.languages).map(([lang, path]) => [lang, absolute(path)])) }
      : undefined,
    images: entry.images.map(absolute),
  };
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

// The image sitemap (https://www.google.com/schemas/sitemap-image/1.1): each page with its images.
export function imageSitemapXml(): string {
  const urls = sitemapEntries()
    .map(toAbsolute)
    .map(
      (e) =>
        `  <url>\n    <loc>${escapeXml(e.url)}</loc>\n${e.images.map((img) => `    <image:image><image:loc>${escapeXml(img)}</image:loc></image:image>\n`).join("")}  </url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${urls.join("\n")}\n</urlset>\n`;
}
