import type { Metadata, Viewport } from "next";
import { defaultOgImage } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";
import "../globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: `${siteConfig.name} | ${siteConfig.tagline}`, template: `%s | ${siteConfig.name}` },
  description: siteConfig.description,
  openGraph: { siteName: siteConfig.name, locale: "en_CA", type: "website", images: [defaultOgImage("en")] },
  twitter: { card: "summary_large_image", images: [defaultOgImage("en").url] },
};

export const viewport: Viewport = { themeColor: "#04070e" };

// The English site's root layout (the French site under /fr has its own, for <html lang="fr-CA">).
// Each page renders the site chrome itself (components/layout/site-chrome.tsx): it alone knows its
// address in the other language.
export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-CA">
      <body className="flex min-h-dvh flex-col">{children}</body>
    </html>
  );
}
