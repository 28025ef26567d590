import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { cities, type City } from "@/db/schema";
import type { Locale } from "@/lib/i18n/locale";

export type { City };

export async function getCityBySlug(slug: string): Promise<City | undefined> {
  const [city] = await getDb().select().from(cities).where(eq(cities.slug, slug.toLowerCase())).limit(1);
  return city;
}

export async function getAllCities(): Promise<City[]> {
  return getDb().select().from(cities).orderBy(asc(cities.id));
}

// A city's name and province as a language's pages write them: in French, those of the row's
// French words (contentFr, imported from content/fr/cities.ts: "Montréal", "Colombie-Britannique"),
// else the row's own.
export function cityLabels(city: Pick<City, "cityName" | "province" | "contentFr">, locale: Locale): { name: string; province: string } {
  let french: Record<string, unknown> = {};
  if (locale === "fr") {
    try {
      french = Object(JSON.parse(city.contentFr)) as Record<string, unknown>;
    } catch {
      // Not JSON: the English row's.
    }
  }
  const text = (key: string) => (typeof french[key] === "string" && french[key].trim() ? french[key] : undefined);
  return { name: text("cityName") ?? city.cityName, province: text("province") ?? city.province };
}

// Spec section 9: any city without its own figure shows $240K+.
export const DEFAULT_AD_SPEND = "$240K+";

// The amount in an ad-spend figure as the spec writes it ("$1.15M+" -> 1150000 and "+"), for the
// formatters of lib/i18n/format.ts; null for text in another form.
export function adSpendAmount(figure: string): { amount: number; orMore: boolean } | null {
  const match = /^\$(\d+(?:\.\d+)?)([KM])?(\+)?$/.exec(figure.trim());
  if (!match) return null;
  const scale = match[2] === "M" ? 1_000_000 : match[2] === "K" ? 1_000 : 1;
  return { amount: Math.round(Number(match[1]) * scale), orMore: match[3] === "+" };
}

export interface CityContent {
  heroTitle: string;
  heroSubtitle: string;
  faq: { question: string; answer: string }[];
}

const isText = (value: unknown): value is string => typeof value === "string" && value.trim().length > 0;

// The city's content column is a JSON string; each part falls back to a default when it is missing or invalid.
export function parseCityContent(cityName: string, content: string, locale: Locale = "en"): CityContent {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(content);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) data = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: every field takes its default.
  }
  const faq = Array.isArray(data.faq) ? data.faq.filter((item): item is CityContent["faq"][number] => isText(item?.question) && isText(item?.answer)) : [];
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
      : `See which advertising dollars sell cars in ${cityName}: every lead, appointment and sale attributed to its source, ` +
        "in one dashboard built for dealerships.",
    faq,
  };
}
