import { PageHeader } from "@/components/layout/page-header";
import { CtaBand } from "@/components/platform/cta-band";
import { FeatureGrid } from "@/components/platform/feature-grid";
import { HeroActions } from "@/components/platform/hero-actions";
import { PageSection } from "@/components/platform/page-section";
import { RoiDisplay } from "@/components/platform/roi-display";
import { StatBand } from "@/components/platform/stat-band";
import { TestimonialGrid } from "@/components/platform/testimonial-grid";
import { roiTrackingPage as page } from "@/content/platform";
import { constructMetadata } from "@/lib/seo/metadata";

export const metadata = constructMetadata({
  title: "Marketing ROI Tracking for Dealers",
  description:
    "Tie every advertising dollar to the deals and gross it produced. Closed-loop attribution, cost per sold unit and ROI forecasts for Canadian dealerships.",
  path: "/platform/roi-tracking",
});

export default function RoiTrackingPage() {
  return (
    <>
      <PageHeader
        path="/platform/roi-tracking"
        eyebrow={page.hero.badge}
        title={page.hero.title}
        subtitle={page.hero.subtitle}
      >
        <HeroActions primary={page.cta.primary} secondary={page.cta.secondary} cta="roi-tracking-hero" />
      </PageHeader>
      <StatBand stats={page.stats} label="ROI tracking in numbers" />
      <PageSection
        eyebrow="Features"
        title="ROI Measured on Sold Deals, Not Clicks"
        subtitle="Every channel, campaign and rooftop judged by the vehicles it sold and the gross it earned."
      >
        <FeatureGrid items={page.features} columns={2} />
      </PageSection>
      <PageSection
        eyebrow="See It in Action"
        title="Every Channel's Return on One Screen"
        subtitle="Spend, units sold, attributed gross and ROI side by side, so budget moves to what sells."
        tone="muted"
      >
        <RoiDisplay data={page.roiDisplay} />
      </PageSection>
      <PageSection eyebrow="Dealer Results" title="What Dealers Found When They Tracked Real ROI">
        <TestimonialGrid items={page.testimonials} />
      </PageSection>
      <CtaBand {...page.cta} cta="roi-tracking-closing" />
    </>
  );
}
