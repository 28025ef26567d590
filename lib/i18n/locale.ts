// The site's two languages. The locale is a parameter that flows from the route (the English tree
// or the French one under /fr) down to components, queries, formatters and messages; nothing reads
// a cookie or a header to guess it.
export type Locale = "en" | "fr";
export const LOCALES: readonly Locale[] = ["en", "fr"];
export const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

// BCP 47 tags: <html lang>, hreflang, Intl.
export const languageTag: Record<Locale, "en-CA" | "fr-CA"> = { en: "en-CA", fr: "fr-CA" };
// Open Graph's og:locale.
export const ogLocale: Record<Locale, string> = { en: "en_CA", fr: "fr_CA" };

export const otherLocale = (locale: Locale): Locale => (locale === "en" ? "fr" : "en");
