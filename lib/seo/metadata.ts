import "server-only";
import type { Metadata } from "next";
import { languageTag, ogLocale, otherLocale, type Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { localePath, pathIn } from "@/lib/routes";
import { siteConfig } from "@/lib/site-config";

// Open Graph images (app/og.png, app/(fr)/fr/og.png and app/og/...): the default in each language,
// and one per article and city page.
export const defaultOgImage = (locale: Locale) => ({
  url: locale === "fr" ? "/fr/og.png" : "/og.png",
  width: 1200,
  height: 630,
  alt: translator(locale, "og")("default.alt"),
});

export const ogImageUrl = {
  article: (slug: string) => `/og/blog/${slug}`,
  city: (slug: string) => `/og/cities/${slug}`,
  cityFrench: (slug: string) => `/og/fr/cities/${slug}`,
};

export const ogImageOf = (url: string, alt: string) => ({ url, width: 1200, height: 630, alt });

// A page's two addresses: its own and, when it has one, its twin in the other language.
export type PageAddresses = Record<Locale, string | null>;

// The page's address in each language, from its English canonical path (lib/routes.ts).
export function addressesOf(path: string): PageAddresses {
  return { en: pathIn(path, "en"), fr: pathIn(path, "fr") };
}

// hreflang alternates for a page pair (en-CA, fr-CA, x-default = English); a page with no twin has none.
export function languageAlternates(addresses: PageAddresses): Record<string, string> | undefined {
  if (!addresses.en || !addresses.fr) return undefined;
  return { [languageTag.en]: addresses.en, [languageTag.fr]: addresses.fr, "x-default": addresses.en };
}

// Every page's metadata: its title (the root layout adds "| Torque Analytics"), description,
// canonical URL and language alternates, with matching Open Graph and Twitter tags. `path` is the
// page's English canonical path; a page whose twin is not in the route table (an article) passes
// `addresses` instead.
export function constructMetadata({
  title,
  description,
  path,
  locale = "en",
  addresses = addressesOf(path),
  absoluteTitle = false,
  image = defaultOgImage(locale),
}: {
  title: string;
  description: string;
  path: string;
  locale?: Locale;
  addresses?: PageAddresses;
  absoluteTitle?: boolean;
  image?: { url: string; width: number; height: number; alt: string };
}): Metadata {
  const own = addresses[locale] ?? localePath(path, locale);
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: own, languages: languageAlternates(addresses) },
    openGraph: {
      title,
      description,
      url: own,
      siteName: siteConfig.name,
      locale: ogLocale[locale],
      ...(addresses[otherLocale(locale)] ? { alternateLocale: [ogLocale[otherLocale(locale)]] } : {}),
      type: "website",
      images: [image],
    },
    twitter: { card: "summary_large_image", title, description, images: [image.url] },
  };
}

// The metadata of a page whose title and description are its namespace's "meta" messages.
export function pageMetadata(locale: Locale, path: string, meta: { title: string; description: string }, options: { absoluteTitle?: boolean } = {}): Metadata {
  return constructMetadata({ ...meta, path, locale, ...options });
}

// The 404's metadata in a language.
export function notFoundMetadata(locale: Locale): Metadata {
  const t = translator(locale, "common");
  return { title: t("notFound.metaTitle"), description: t("notFound.text") };
}
