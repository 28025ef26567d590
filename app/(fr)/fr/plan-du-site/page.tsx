import { SitemapPage, sitemapMetadata } from "@/components/pages/sitemap-page";

export const metadata = sitemapMetadata("fr");

export default function Page() {
  return <SitemapPage locale="fr" />;
}
