import "server-only";
import type { Metadata } from "next";
import { siteConfig } from "@/lib/site-config";

// Open Graph images (app/og.png and app/og/...): the default, and one per article and city page.
export const defaultOgImage = { url: "/og.png", width: 1200, height: 630, alt: `${siteConfig.name}: ${siteConfig.tagline}` };

export const ogImageUrl = {
  article: (slug: string) => `/og/blog/${slug}`,
  city: (slug: string) => `/og/cities/${slug}`,
  cityFrench: (slug: string) => `/og/fr/cities/${slug}`,
};

export const ogImageOf = (url: string, alt: string) => ({ url, width: 1200, height: 630, alt });

// Every page's metadata: its title (the root layout adds "| Torque Analytics"), description and
// canonical URL, with matching Open Graph and Twitter tags.
export function constructMetadata({
  title,
  description,
  path,
  absoluteTitle = false,
}: {
  title: string;
  description: string;
  path: string;
  absoluteTitle?: boolean;
}): Metadata {
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title,
      description,
      url: path,
      siteName: siteConfig.name,
      locale: "en_CA",
      type: "website",
      images: [defaultOgImage],
    },
    twitter: { card: "summary_large_image", title, description, images: [defaultOgImage.url] },
  };
}
