import "server-only";
import { jsonError } from "@/lib/api";
import { getCityBySlug } from "@/lib/content/cities";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { ogImage } from "@/lib/seo/og";
import { cityIn } from "./city-data";

// A city page's Open Graph image in one language (app/og/cities and app/og/fr/cities): the city,
// its province and its figures, as the page shows them.
export async function cityOgImage(slug: string, locale: Locale): Promise<Response> {
  const city = await getCityBySlug(slug);
  if (!city) return jsonError(404, "City not found");
  const local = cityIn(locale, city);
  const t = translator(locale, "city");
  return ogImage({
    eyebrow: t("og.eyebrow", { city: local.name, province: local.province }),
    title: t("og.title", { city: local.name }),
    stats: [
      { value: local.population, label: t("stats.population") },
      { value: local.dealerships, label: t("stats.dealerships") },
      { value: local.adSpend, label: t("stats.adSpend") },
    ],
  });
}
