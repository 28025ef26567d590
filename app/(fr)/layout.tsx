import type { Metadata, Viewport } from "next";
import { defaultOgImage } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";
import "../globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: `${siteConfig.name} | L'analytique du RCI marketing pour les concessionnaires canadiens`, template: `%s | ${siteConfig.name}` },
  description:
    "Torque Analytics réunit vos données de publicité, de demandes, de ventes, d'inventaire et de profit dans un seul tableau de bord, " +
    "pour que les concessionnaires canadiens sachent quels dollars vendent des voitures.",
  openGraph: { siteName: siteConfig.name, locale: "fr_CA", type: "website", images: [defaultOgImage("fr")] },
  twitter: { card: "summary_large_image", images: [defaultOgImage("fr").url] },
};

export const viewport: Viewport = { themeColor: "#04070e" };

// The French site's root layout: its own <html lang="fr-CA">. Pages render the chrome themselves.
export default function FrenchLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="fr-CA">
      <body className="flex min-h-dvh flex-col">{children}</body>
    </html>
  );
}
