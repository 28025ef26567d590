import "server-only";
import type { City } from "@/lib/content/cities";
import { adSpendAmount, DEFAULT_AD_SPEND, parseCityContent, type CityContent } from "@/lib/content/cities";
import { formatCompactMoney, formatNumber, formatOrMore } from "@/lib/i18n/format";
import { contentIn } from "@/lib/i18n/content";
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

// A city's page in one language: the English name, hero and FAQ from the database row; in French,
// the city's twin in content/fr/cities.ts (name, province, hero, FAQ), falling back to the row and
// the French defaults for a city added to the database without one. Figures in the page's language.
export function cityIn(locale: Locale, city: City): LocalCity {
  const record = locale === "fr" ? contentIn("fr", "cities").cityRecords.find((c) => c.slug === city.slug) : undefined;
  const name = record?.cityName ?? city.cityName;
  const parsed = parseCityContent(name, city.content, locale);
  return {
    name,
    province: record?.province ?? city.province,
    heroTitle: record?.hero_title ?? parsed.heroTitle,
    heroSubtitle: record?.hero_subtitle ?? parsed.heroSubtitle,
    faq: record?.faq ?? parsed.faq,
    population: formatNumber(locale, city.population),
    dealerships: formatNumber(locale, city.dealershipCount),
    adSpend: adSpendIn(locale, city.avgMonthlyAdSpend ?? DEFAULT_AD_SPEND),
  };
}
