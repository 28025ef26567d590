import type { Metadata } from "next";
import { NotFoundMessage } from "@/components/layout/not-found-message";
import { SiteChrome } from "@/components/layout/site-chrome";
import { notFoundMetadata } from "@/lib/seo/metadata";
import "./globals.css";

export const metadata: Metadata = notFoundMetadata("en");

// Unmatched URLs outside /fr: the site has two root layouts (English and French), so the 404 brings
// its own document. Unmatched French URLs get the French 404 (app/(fr)/fr/[...missing]).
export default function GlobalNotFound() {
  return (
    <html lang="en-CA">
      <body className="flex min-h-dvh flex-col">
        <SiteChrome locale="en">
          <NotFoundMessage locale="en" />
        </SiteChrome>
      </body>
    </html>
  );
}
