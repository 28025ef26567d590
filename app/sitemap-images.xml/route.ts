// GET /sitemap-images.xml - the image sitemap: every indexed page with its Open Graph and featured images
import { imageSitemapXml } from "@/lib/seo/sitemap";

export const dynamic = "force-static";
// Lists what the database holds: articles and cities added after the build appear within the hour.
export const revalidate = 3600;

export async function GET() {
  return new Response(await imageSitemapXml(), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
