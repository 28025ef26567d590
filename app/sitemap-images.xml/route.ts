// GET /sitemap-images.xml - the image sitemap: every indexed page with its Open Graph and featured images
import { imageSitemapXml } from "@/lib/sitemap";

export const dynamic = "force-static";

export function GET() {
  return new Response(imageSitemapXml(), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
