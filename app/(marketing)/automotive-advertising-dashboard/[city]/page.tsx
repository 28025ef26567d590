import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CityPage } from "@/components/city/city-page";
import { cityLanguages, getAllCities, getCityBySlug } from "@/lib/cities";
import { ogImageOf, ogImageUrl } from "@/lib/metadata";
import { cityPath } from "@/lib/routes";

export function generateStaticParams() {
  return getAllCities().map((c) => ({ city: c.slug }));
}

export async function generateMetadata({ params }: PageProps<"/automotive-advertising-dashboard/[city]">): Promise<Metadata> {
  const city = getCityBySlug((await params).city);
  if (!city) return { title: "City page not found" };
  const title = `${city.cityName} Automotive Advertising Dashboard`;
  const description = `Marketing ROI analytics for ${city.cityName} car dealerships: ${city.dealershipCount} dealerships, attribution by source, cost per sale and 90-day forecasts for the ${city.cityName}, ${city.province} market.`;
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
  const city = getCityBySlug((await params).city);
  if (!city) notFound();
  return <CityPage city={city} locale="en" />;
}
