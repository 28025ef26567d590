import { CtaBand } from "@/components/platform/cta-band";
import { FeatureGrid } from "@/components/platform/feature-grid";
import { HeroActions } from "@/components/platform/hero-actions";
import { PageSection } from "@/components/platform/page-section";
import { TestimonialGrid } from "@/components/platform/testimonial-grid";
import { PageHeader } from "@/components/layout/page-header";
import { FeatureGroups } from "@/components/solutions/feature-groups";
import { ImplementationTimeline } from "@/components/solutions/implementation-timeline";
import { ProblemSolution } from "@/components/solutions/problem-solution";
import { dealershipsSolution as page } from "@/content/solutions";
import { constructMetadata } from "@/lib/seo/metadata";

export const metadata = constructMetadata({
  title: "Marketing Analytics for Auto Dealerships",
  description:
    "Tie every ad dollar to a sold deal. Torque Analytics joins your ad platforms, CRM, DMS and inventory in one dashboard, live in four weeks for your dealership.",
  path: "/solutions/dealerships",
});

export default function DealershipsPage() {
  const { hero, cta } = page;
  return (
    <>
      <PageHeader
        path="/solutions/dealerships"
        eyebrow={hero.badge}
        title={hero.title}
        subtitle={hero.subtitle}
      >
        <HeroActions primary={cta.primary} secondary={cta.secondary} cta="dealerships-hero" />
      </PageHeader>

      <PageSection
        eyebrow="Problem & Solution"
        title="Why Dealership Marketing Feels Like Guesswork"
        subtitle="Most stores spend more on advertising every year and know less about what it returns. Here is what changes when every system speaks to the others."
      >
        <ProblemSolution
          problemLabel="The problem"
          problems={page.problems}
          solutionLabel="The Torque Analytics solution"
          solutions={page.solutions}
        />
      </PageSection>

      <PageSection
        tone="muted"
        eyebrow="Features"
        title="Built for Every Desk in the Store"
        subtitle="Your marketing manager, your BDC and your used-car manager each get the numbers they act on."
      >
        <FeatureGroups groups={page.featureGroups} />
      </PageSection>

      <PageSection eyebrow="Testimonials" title="What Dealers Across Canada Say">
        <TestimonialGrid items={page.testimonials} />
      </PageSection>

      <PageSection
        tone="muted"
        eyebrow="Implementation"
        title="Up and Running in Four Weeks"
        subtitle="A dedicated onboarding specialist takes your store from first connection to your first 30-day ROI review."
      >
        <ImplementationTimeline
          label="Four-week implementation plan"
          stages={page.implementationPlan.map((w) => ({ marker: w.week, title: w.title, tasks: w.tasks }))}
        />
      </PageSection>

      <PageSection
        eyebrow="Security"
        title="Your Customer Data, Protected"
        subtitle="Dealership data is sensitive. We treat it that way, in Canada, under independent audit."
      >
        <FeatureGrid items={page.security} columns={4} />
      </PageSection>

      <CtaBand title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary} cta="dealerships-closing" />
    </>
  );
}
