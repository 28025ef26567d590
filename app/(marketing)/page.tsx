import { ContactSection } from "@/components/home/contact-section";
import { CredibilitySection } from "@/components/home/credibility-section";
import { DataStreamSection } from "@/components/home/data-stream-section";
import { FeaturesSection } from "@/components/home/features-section";
import { HeroSection } from "@/components/home/hero-section";
import { InsightsSection } from "@/components/home/insights-section";
import { IntegrationsSection } from "@/components/home/integrations-section";

export default function HomePage() {
  return (
    <>
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
