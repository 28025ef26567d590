import type { MetadataRoute } from "next";
import { sitemapEntries, toAbsolute } from "@/lib/sitemap";

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries().map((entry) => {
    const { url, lastModified, alternates } = toAbsolute(entry);
    return { url, ...(lastModified && { lastModified }), ...(alternates && { alternates }) };
  });
}
