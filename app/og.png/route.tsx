// GET /og.png - the site's default Open Graph image in English, rendered once at build time
// (app/(fr)/fr/og.png is the French one).
import { defaultOgCard } from "@/lib/seo/og";

export const dynamic = "force-static";

export function GET() {
  return defaultOgCard("en");
}
