import { SitemapPage, sitemapMetadata } from "@/components/pages/sitemap-page";

export const metadata = sitemapMetadata("en");

export default function Page() {
  return <SitemapPage locale="en" />;
}
