// GET /fr/og.png - the site's default Open Graph image in French, rendered once at build time.
import { defaultOgCard } from "@/lib/seo/og";

export const dynamic = "force-static";

export function GET() {
  return defaultOgCard("fr");
}
