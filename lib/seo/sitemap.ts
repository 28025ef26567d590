import "server-only";
import { getPublishedArticles } from "@/lib/content/articles";
import { cityLanguages, getAllCities } from "@/lib/content/cities";
import { defaultOgImage, ogImageUrl } from "@/lib/seo/metadata";
import { cityPath, staticPages } from "@/lib/routes";
import { absoluteUrl } from "@/lib/site-config";

export interface SitemapEntry {
  path: string;
  lastModified?: string;
  languages?: Record<string, string>;
  images: string[];
}


// Every canonical URL the site wants indexed, with its images: static pages, published articles and
// city pages. Aliases, drafts and not-found URLs never appear.
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  return [
    // French city pages come with their city below, alongside their English twin.
    ...staticPages
      .filter((path) => !path.startsWith("/fr/"))
      .map((path) => ({ path, images: [defaultOgImage.url] })),
    ...(await getPublishedArticles()).map((a) => ({
      path: `/blog/${a.slug}`,
      lastModified: a.updatedAt,
      images: [...(a.featuredImage ? [a.featuredImage] : []), ogImageUrl.article(a.slug)],
    })),
    ...(await getAllCities()).flatMap((c) => {
      const languages = cityLanguages(c.slug);
      const entries: SitemapEntry[] = [{ path: cityPath(c.slug), languages, images: [ogImageUrl.city(c.slug)] }];
      if (languages) entries.push({ path: languages["fr-CA"]!, languages, images: [ogImageUrl.cityFrench(c.slug)] });
      return entries;
    }),
  ];
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

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

// The image sitemap (https://www.google.com/schemas/sitemap-image/1.1): each page with its images.
export async function imageSitemapXml(): Promise<string> {
  const urls = (await sitemapEntries())
    .map(toAbsolute)
    .map(
      (e) =>
        `  <url>\n    <loc>${escapeXml(e.url)}</loc>\n${e.images.map((img) => `    <image:image><image:loc>${escapeXml(img)}</image:loc></image:image>\n`).join("")}  </url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${urls.join("\n")}\n</urlset>\n`;
}
