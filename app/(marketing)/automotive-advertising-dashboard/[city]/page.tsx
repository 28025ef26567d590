import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CityPage } from "@/components/city/city-page";
import { getAllCities, getCityBySlug } from "@/lib/cities";

export function generateStaticParams() {
  return getAllCities().map((c) => ({ city: c.slug }));
}

export async function generateMetadata({ params }: PageProps<"/automotive-advertising-dashboard/[city]">): Promise<Metadata> {
  const city = getCityBySlug((await params).city);
  if (!city) return { title: "City page not found" };
  return {
    title: `${city.cityName} Automotive Advertising Dashboard`,
    description: `Marketing ROI analytics for ${city.cityName} car dealerships: ${city.dealershipCount} dealerships, attribution by source, cost per sale and 90-day forecasts for the ${city.cityName}, ${city.province} market.`,
  };
}

export default async function CityLandingPage({ params }: PageProps<"/automotive-advertising-dashboard/[city]">) {
  const city = getCityBySlug((await params).city);
  if (!city) notFound();
  return <CityPage city={city} locale="en" />;
}
