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

export async function generateMetadata({ params }: PageProps<"/fr/tableau-de-bord-publicite-automobile/[city]">): Promise<Metadata> {
  const city = await getCityBySlug((await params).city);
  return city ? cityMetadata("fr", city) : cityNotFoundMetadata("fr");
}

export default async function Page({ params }: PageProps<"/fr/tableau-de-bord-publicite-automobile/[city]">) {
  const city = await getCityBySlug((await params).city);
  if (!city) {
    return (
      <NotFoundPage>
        <CityNotFoundPage locale="fr" />
      </NotFoundPage>
    );
  }
  return <CityPage locale="fr" city={city} />;
}
