import type { Metadata, Viewport } from "next";
import { SiteChrome } from "@/components/layout/site-chrome";
import { siteConfig } from "@/lib/site-config";
import "../globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: siteConfig.name, template: `%s | ${siteConfig.name}` },
};

export const viewport: Viewport = { themeColor: "#04070e" };

// The French pages' root layout: its own <html lang="fr-CA"> and the chrome in French.
export default function FrenchLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="fr-CA">
      <body className="flex min-h-dvh flex-col">
        <SiteChrome locale="fr">{children}</SiteChrome>
      </body>
    </html>
  );
}
