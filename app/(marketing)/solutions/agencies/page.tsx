import { CtaBand } from "@/components/platform/cta-band";
import { FeatureGrid } from "@/components/platform/feature-grid";
import { HeroActions } from "@/components/platform/hero-actions";
import { PageSection } from "@/components/platform/page-section";
import { TestimonialGrid } from "@/components/platform/testimonial-grid";
import { PageHeader } from "@/components/layout/page-header";
import { CenteredFeatureGrid } from "@/components/solutions/centered-feature-grid";
import { PartnerProgram } from "@/components/solutions/partner-program";
import { agenciesSolution as page } from "@/content/solutions";
import { constructMetadata } from "@/lib/seo/metadata";

export const metadata = constructMetadata({
  title: "Dealer ROI Reporting for Agencies",
  description:
    "Show dealer clients the sold units and gross your campaigns drive, with white-label portals, multi-client dashboards and 15-25% partner commission.",
  path: "/solutions/agencies",
});

export default function AgenciesPage() {
  const { hero, cta } = page;
  return (
    <>
      <PageHeader
        path="/solutions/agencies"
        eyebrow={hero.badge}
        title={hero.title}
        subtitle={hero.subtitle}
      >
        <HeroActions primary={cta.primary} secondary={cta.secondary} cta="agencies-hero" />
      </PageHeader>

      <PageSection
        eyebrow="Benefits"
        title="Why Agencies Choose Torque Analytics"
        subtitle="Dealers renew with the agency that can show them cars sold. Give your team the data to do it for every client."
      >
        <CenteredFeatureGrid items={page.benefits} />
      </PageSection>

      <PageSection tone="muted" eyebrow="Testimonials" title="Agencies That Keep Their Dealer Clients">
        <TestimonialGrid items={page.testimonials} />
      </PageSection>

      <PageSection
        eyebrow="Agency Tools"
        title="Everything You Need to Run Dealer Accounts"
        subtitle="Manage every client from one place and deliver reporting under your own brand."
      >
        <FeatureGrid items={page.agencyTools} columns={3} />
      </PageSection>

      <PartnerProgram
        program={page.partnerProgram}
        eyebrow="Partner Program"
        button="Apply to Become a Partner"
        cta="agencies-partner-program"
      />

      <CtaBand title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary} cta="agencies-closing" />
    </>
  );
}
