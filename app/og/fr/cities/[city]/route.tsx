// GET /og/fr/cities/{city} - the French city page's Open Graph image, prerendered.
import { cityOgImage } from "@/components/city/city-og-image";
import { getAllCities } from "@/lib/content/cities";

// Content from the database: a slug added after the build renders on its first request (404s are
// never cached, lib/build/next-cache-handler.mjs), and an edit shows within the hour.
export const revalidate = 3600;

export async function generateStaticParams() {
  return (await getAllCities()).map((c) => ({ city: c.slug }));
}

export async function GET(_request: Request, { params }: RouteContext<"/og/fr/cities/[city]">) {
  return cityOgImage((await params).city, "fr");
}
