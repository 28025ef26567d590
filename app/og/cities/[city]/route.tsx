// GET /og/cities/{city} - a city page's Open Graph image (the city and its figures), prerendered.
import { jsonError } from "@/lib/api";
import { DEFAULT_AD_SPEND, getAllCities, getCityBySlug } from "@/lib/content/cities";
import { ogImage } from "@/lib/seo/og";

// Content from the database: a slug added after the build renders on its first request (404s are
// never cached, lib/build/cache-handler.mjs), and an edit shows within the hour.
export const revalidate = 3600;

export async function generateStaticParams() {
  return (await getAllCities()).map((c) => ({ city: c.slug }));
}

export async function GET(_request: Request, { params }: RouteContext<"/og/cities/[city]">) {
  const city = await getCityBySlug((await params).city);
  if (!city) return jsonError(404, "City not found");
  return ogImage({
    eyebrow: `${city.cityName}, ${city.province}`,
    title: `${city.cityName} Automotive Advertising Dashboard`,
    stats: [
      { value: city.population.toLocaleString("en-CA"), label: "Population" },
      { value: String(city.dealershipCount), label: "Dealerships" },
      { value: city.avgMonthlyAdSpend ?? DEFAULT_AD_SPEND, label: "Avg. monthly ad spend" },
    ],
  });
}
