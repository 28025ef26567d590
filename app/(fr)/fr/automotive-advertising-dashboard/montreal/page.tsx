import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CityPage } from "@/components/city/city-page";
import { getCityBySlug } from "@/lib/cities";

export const metadata: Metadata = {
  title: "Tableau de bord publicitaire automobile à Montréal",
  description:
    "L'analytique du RCI marketing pour les concessionnaires de Montréal : attribution par source, coût par vente et prévisions sur 90 jours, en français.",
};

export default function MontrealFrenchPage() {
  const city = getCityBySlug("montreal");
  if (!city) notFound();
  return <CityPage city={{ ...city, cityName: "Montréal" }} locale="fr" />;
}
