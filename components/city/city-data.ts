import "server-only";
import type { City } from "@/lib/content/cities";
import { adSpendAmount, cityLabels, DEFAULT_AD_SPEND, parseCityContent, type CityContent } from "@/lib/content/cities";
import { formatCompactMoney, formatNumber, formatOrMore } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";

export interface LocalCity extends CityContent {
  name: string;
  province: string;
  population: string;
  dealerships: string;
  adSpend: string;
}

// "$1.15M+" (the spec's figure, kept as it is in English) as fr-CA writes it: "Plus de 1,15 M $".
function adSpendIn(locale: Locale, figure: string): string {
  const parsed = locale === "en" ? null : adSpendAmount(figure);
  if (!parsed) return figure;
  const amount = formatCompactMoney(locale, parsed.amount);
  return parsed.orMore ? formatOrMore(locale, amount) : amount;
}

// The French words a city's row holds (contentFr: hero, FAQ), each part undefined when it is missing
// or not text.
function frenchWords(city: City): Partial<Pick<LocalCity, "heroTitle" | "heroSubtitle" | "faq">> {
  let data: Record<string, unknown> = {};
  try {
    data = Object(JSON.parse(city.contentFr)) as Record<string, unknown>;
  } catch {
    // Not JSON: the page falls back to the English row and the French defaults.
  }
  const text = (key: string) => (typeof data[key] === "string" && data[key].trim() ? data[key] : undefined);
  return {
    heroTitle: text("hero_title"),
    heroSubtitle: text("hero_subtitle"),
    faq: Array.isArray(data.faq) ? parseCityContent(city.cityName, city.contentFr).faq : undefined,
  };
}

// A city's page in one language, from its database row: the English name, hero and FAQ from the row;
// in French, the row's French words (contentFr), falling back to the English row and the French
// defaults for a city without them. Figures in the page's language.
export function cityIn(locale: Locale, city: City): LocalCity {
  const french = locale === "fr" ? frenchWords(city) : {};
  const { name, province } = cityLabels(city, locale);
  const parsed = parseCityContent(name, city.content, locale);
  return {
    name,
    province,
    heroTitle: french.heroTitle ?? parsed.heroTitle,
    heroSubtitle: french.heroSubtitle ?? parsed.heroSubtitle,
    faq: french.faq ?? parsed.faq,
    population: formatNumber(locale, city.population),
    dealerships: formatNumber(locale, city.dealershipCount),
    adSpend: adSpendIn(locale, city.avgMonthlyAdSpend ?? DEFAULT_AD_SPEND),
  };
}
