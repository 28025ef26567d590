// GET /og.png - the site's default Open Graph image, rendered once at build time.
import { ogImage } from "@/lib/seo/og";

export const dynamic = "force-static";

export function GET() {
  return ogImage({
    eyebrow: "Marketing ROI for Canadian dealerships",
    title: "Stop Guessing. Start Dominating.",
    subtitle: "Every ad dollar joined to the car it sold: attribution, AI insights and 90-day ROI forecasts.",
    stats: [
      { value: "500+", label: "Elite dealerships" },
      { value: "340%", label: "Average ROI in 90 days" },
      { value: "300+", label: "Integrations" },
    ],
  });
}
