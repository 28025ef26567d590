import { JsonLd } from "@/components/seo/json-ld";
import { constructMetadata } from "@/lib/seo/metadata";
import { organization, website } from "@/lib/seo/structured-data";
import { siteConfig } from "@/lib/site-config";
import { ContactSection } from "@/components/home/contact-section";
import { CredibilitySection } from "@/components/home/credibility-section";
import { DataStreamSection } from "@/components/home/data-stream-section";
import { FeaturesSection } from "@/components/home/features-section";
import { HeroSection } from "@/components/home/hero-section";
import { InsightsSection } from "@/components/home/insights-section";
import { IntegrationsSection } from "@/components/home/integrations-section";

export const metadata = constructMetadata({
  title: `${siteConfig.name} | Dealership Marketing ROI Analytics`,
  absoluteTitle: true,
  description:
    "Join every ad dollar to the car it sold. Attribution, AI insights, live ticker and 90-day ROI forecasts for Canadian dealerships, dealer groups and agencies.",
  path: "/",
});

export default function HomePage() {
  return (
    <>
      <JsonLd data={[organization(), website()]} />
      <HeroSection />
      <FeaturesSection />
      <DataStreamSection />
      <InsightsSection />
      <IntegrationsSection />
      <CredibilitySection />
      <ContactSection />
    </>
  );
}
