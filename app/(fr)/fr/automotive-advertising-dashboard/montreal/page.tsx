import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CityPage } from "@/components/city/city-page";
import { translate } from "@/content/i18n";
import { cityLanguages, getCityBySlug } from "@/lib/content/cities";
import { ogImageOf, ogImageUrl } from "@/lib/seo/metadata";

const title = "Publicité automobile à Montréal";
const description =
  "L'analytique du RCI marketing pour les concessionnaires de Montréal : attribution par source, coût par vente et prévisions sur 90 jours, en français.";
const path = "/fr/automotive-advertising-dashboard/montreal";

export const metadata: Metadata = {
  title,
  description,
  alternates: { canonical: path, languages: cityLanguages("montreal") },
  openGraph: { title, description, url: path, locale: "fr_CA", type: "website", images: [ogImageOf(ogImageUrl.cityFrench("montreal"), title)] },
  twitter: { card: "summary_large_image", title, description, images: [ogImageUrl.cityFrench("montreal")] },
};

export default async function MontrealFrenchPage() {
  const city = await getCityBySlug("montreal");
  if (!city) notFound();
  return <CityPage city={{ ...city, cityName: translate("fr", city.cityName) }} locale="fr" />;
}
