// GET /robots.txt - crawl everything public, never the API or the staff workspace; both sitemaps.
// A route handler rather than app/robots.ts, for the same reason as app/sitemap.xml/route.ts.
import { absoluteUrl } from "@/lib/site-config";

export const dynamic = "force-static";

export function GET() {
  const text = [
    "User-Agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /staff",
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    `Sitemap: ${absoluteUrl("/sitemap-images.xml")}`,
    "",
  ].join("\n");
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
