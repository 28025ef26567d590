import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CityPage } from "@/components/city/city-page";
import { cityLanguages, getAllCities, getCityBySlug } from "@/lib/content/cities";
import { ogImageOf, ogImageUrl } from "@/lib/seo/metadata";
import { cityPath } from "@/lib/routes";

// Content from the database: a slug added after the build renders on its first request (404s are
// never cached, lib/build/cache-handler.mjs), and an edit shows within the hour.
export const revalidate = 3600;

export async function generateStaticParams() {
  return (await getAllCities()).map((c) => ({ city: c.slug }));
}

export async function generateMetadata({ params }: PageProps<"/automotive-advertising-dashboard/[city]">): Promise<Metadata> {
  const city = await getCityBySlug((await params).city);
  if (!city) return { title: "City page not found" };
  const title = `${city.cityName} Auto Advertising Dashboard`;
  const description = `Marketing ROI analytics for ${city.cityName}, ${city.province}: attribution by source, cost per sale and 90-day forecasts for ${city.dealershipCount} local dealerships.`;
  const path = cityPath(city.slug);
  return {
    title,
    description,
    alternates: { canonical: path, languages: cityLanguages(city.slug) },
    openGraph: { title, description, url: path, type: "website", images: [ogImageOf(ogImageUrl.city(city.slug), title)] },
    twitter: { card: "summary_large_image", title, description, images: [ogImageUrl.city(city.slug)] },
  };
}

export default async function CityLandingPage({ params }: PageProps<"/automotive-advertising-dashboard/[city]">) {
  const city = await getCityBySlug((await params).city);
  if (!city) notFound();
  return <CityPage city={city} locale="en" />;
}
