import type { MetadataRoute } from "next";
import { sitemapEntries, toAbsolute } from "@/lib/seo/sitemap";

// Lists what the database holds: articles and cities added after the build appear within the hour.
export const revalidate = 3600;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return (await sitemapEntries()).map((entry) => {
    const { url, lastModified, alternates } = toAbsolute(entry);
    return { url, ...(lastModified && { lastModified }), ...(alternates && { alternates }) };
  });
}
