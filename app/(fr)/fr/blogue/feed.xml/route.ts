// GET /fr/blogue/feed.xml - the French blog's RSS 2.0 feed, refreshed like the sitemap.
import { rssFeed } from "@/lib/seo/feed";

export const revalidate = 3600;

export async function GET() {
  return new Response(await rssFeed("fr"), { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
