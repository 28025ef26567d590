// GET /sitemap.xml - every indexed page in both languages, with its hreflang alternates. A route
// handler rather than app/sitemap.ts: a metadata route is always sent with max-age=0, so no shared
// cache (server.mjs's page cache, a CDN) could keep it; this one says what revalidate says.
import { sitemapXml } from "@/lib/seo/sitemap";

export const dynamic = "force-static";
// Lists what the database holds: articles and cities added after the build appear within the hour.
export const revalidate = 3600;

export async function GET() {
  return new Response(await sitemapXml(), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
