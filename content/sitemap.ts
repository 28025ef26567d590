// The human-readable site map (/sitemap): its intro, headline stats and the XML sitemaps. Its link
// groups, with their SEO priority, are rows of the site's links table (content/links.ts).

export interface SitemapStat {
  value: string;
  label: string;
}

export interface SearchEngineFile {
  url: string;
  title: string;
  description: string;
}

export const sitemapIntro = {
  eyebrow: "Site Map",
  title: "Every Page on Torque Analytics",
  subtitle:
    "Find your way around the platform, our solutions for dealers, agencies and groups, city market intelligence, resources and company information, all on one page.",
};

// Spec section 9 says "5 city markets"; the site has seven city pages, so the map says 7.
export const sitemapStats: SitemapStat[] = [
  { value: "75+", label: "Pages" },
  { value: "7", label: "City markets" },
  { value: "20+", label: "Focus keywords" },
];

export const searchEngineFiles: SearchEngineFile[] = [
  {
    url: "/sitemap.xml",
    title: "XML Sitemap",
    description: "Every canonical page, for search engine crawlers.",
  },
  {
    url: "/sitemap-images.xml",
    title: "Image Sitemap",
    description: "The site's images and where they appear, for image search.",
  },
];
