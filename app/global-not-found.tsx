import type { Metadata } from "next";
import { NotFoundMessage } from "@/components/layout/not-found-message";
import { SiteChrome } from "@/components/layout/site-chrome";
import "./globals.css";

export const metadata: Metadata = {
  title: "Page Not Found | Torque Analytics",
  description: "The page you're looking for doesn't exist.",
};

// Unmatched URLs: the site has two root layouts (English and French), so the 404 brings its own document.
export default function GlobalNotFound() {
  return (
    <html lang="en-CA">
      <body className="flex min-h-dvh flex-col">
        <SiteChrome>
          <NotFoundMessage />
        </SiteChrome>
      </body>
    </html>
  );
}
