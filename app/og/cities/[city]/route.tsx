// GET /og/cities/{city} - a city page's Open Graph image (the city and its figures), prerendered.
import { cityOgImage } from "@/components/city/city-og-image";
import { getAllCities } from "@/lib/content/cities";

// Content from the database: a slug added after the build renders on its first request (404s are
// never cached, lib/build/next-cache-handler.mjs), and an edit shows within the hour.
export const revalidate = 3600;

export async function generateStaticParams() {
  return (await getAllCities()).map((c) => ({ city: c.slug }));
}

export async function GET(_request: Request, { params }: RouteContext<"/og/cities/[city]">) {
  return cityOgImage((await params).city, "en");
}
