// GET /og/fr/cities/{city} - the French city page's Open Graph image, prerendered.
import { jsonError } from "@/lib/api";
import { cityLanguages, getAllCities, getCityBySlug } from "@/lib/content/cities";
import { cityPageCopy } from "@/content/city-page";
import { translate } from "@/content/i18n";
import { ogImage } from "@/lib/seo/og";

export const dynamic = "force-static";
export const dynamicParams = false;

export async function generateStaticParams() {
  return (await getAllCities())
    .filter((c) => cityLanguages(c.slug))
    .map((c) => ({ city: c.slug }));
}

export async function GET(_request: Request, { params }: RouteContext<"/og/fr/cities/[city]">) {
  const city = await getCityBySlug((await params).city);
  if (!city) return jsonError(404, "City not found");
  const name = translate("fr", city.cityName);
  return ogImage({
    eyebrow: `${name}, ${cityPageCopy.fr.provinces?.[city.province] ?? city.province}`,
    title: `Tableau de bord publicitaire automobile à ${name}`,
    stats: [
      { value: city.population.toLocaleString("fr-CA"), label: "Population" },
      { value: String(city.dealershipCount), label: "Concessionnaires" },
    ],
  });
}
