import type { Metadata } from "next";
import { NotFoundPage } from "@/components/layout/not-found-page";
import { CityNotFoundPage, CityPage, cityMetadata, cityNotFoundMetadata } from "@/components/pages/city-page";
import { getAllCities, getCityBySlug } from "@/lib/content/cities";

// Content from the database: a slug added after the build renders on its first request (404s are
// never cached, lib/build/next-cache-handler.mjs), and an edit shows within the hour.
export const revalidate = 3600;

export async function generateStaticParams() {
  return (await getAllCities()).map((c) => ({ city: c.slug }));
}

export async function generateMetadata({ params }: PageProps<"/automotive-advertising-dashboard/[city]">): Promise<Metadata> {
  const city = await getCityBySlug((await params).city);
  return city ? cityMetadata("en", city) : cityNotFoundMetadata("en");
}

export default async function Page({ params }: PageProps<"/automotive-advertising-dashboard/[city]">) {
  const city = await getCityBySlug((await params).city);
  if (!city) {
    return (
      <NotFoundPage>
        <CityNotFoundPage locale="en" />
      </NotFoundPage>
    );
  }
  return <CityPage locale="en" city={city} />;
}
