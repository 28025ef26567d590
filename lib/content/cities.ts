import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { cities, type City } from "@/db/schema";
import { cityPath } from "@/lib/routes";

export async function getCityBySlug(slug: string): Promise<City | undefined> {
  const [city] = await getDb().select().from(cities).where(eq(cities.slug, slug.toLowerCase())).limit(1);
  return city;
}

export async function getAllCities(): Promise<City[]> {
  return getDb().select().from(cities).orderBy(asc(cities.id));
}

// Cities whose page also exists in French, and their hreflang alternates (en-CA, fr-CA, x-default).
const FRENCH_CITIES = new Set(["montreal"]);

export function cityLanguages(slug: string): Record<string, string> | undefined {
  if (!FRENCH_CITIES.has(slug)) return undefined;
  const en = cityPath(slug);
  return { "en-CA": en, "fr-CA": `/fr${en}`, "x-default": en };
}

// Spec section 9: any city without its own figure shows $240K+.
export const DEFAULT_AD_SPEND = "$240K+";

export interface CityContent {
  heroTitle: string;
  heroSubtitle: string;
  faq: { question: string; answer: string }[];
}

const isText = (value: unknown): value is string => typeof value === "string" && value.trim().length > 0;

// The city's content column is a JSON string; each part falls back to a default when it is missing or invalid.
export function parseCityContent(cityName: string, content: string, locale: "en" | "fr" = "en"): CityContent {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(content);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) data = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: every field takes its default.
  }
  const faq = Array.isArray(data.faq)
    ? data.faq.filter((item): item is CityContent["faq"][number] => isText(item?.question) && isText(item?.answer))
    : [];
  if (locale === "fr") {
    return {
      heroTitle: isText(data.hero_title_fr) ? data.hero_title_fr : `Tableau de bord publicitaire automobile : ${cityName}`,
      heroSubtitle: isText(data.hero_subtitle_fr)
        ? data.hero_subtitle_fr
        : `Voyez quels dollars publicitaires vendent des voitures à ${cityName} : chaque demande, rendez-vous et vente attribués à leur source.`,
      faq,
    };
  }
  return {
    heroTitle: isText(data.hero_title) ? data.hero_title : `${cityName} Automotive Advertising Dashboard`,
    heroSubtitle: isText(data.hero_subtitle)
      ? data.hero_subtitle
      : `See which advertising dollars sell cars in ${cityName}: every lead, appointment and sale attributed to its source, in one dashboard built for dealerships.`,
    faq,
  };
}
