import type { Metadata, Viewport } from "next";
import { SiteChrome } from "@/components/layout/site-chrome";
import { defaultOgImage } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";
import "../globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: `${siteConfig.name} | ${siteConfig.tagline}`, template: `%s | ${siteConfig.name}` },
  description: siteConfig.description,
  openGraph: { siteName: siteConfig.name, locale: "en_CA", type: "website", images: [defaultOgImage] },
  twitter: { card: "summary_large_image", images: [defaultOgImage.url] },
};

export const viewport: Viewport = { themeColor: "#04070e" };

// The English site's root layout (the French Montreal page has its own, for <html lang="fr-CA">).
export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-CA">
      <body className="flex min-h-dvh flex-col">
        <SiteChrome>{children}</SiteChrome>
      </body>
    </html>
  );
}
