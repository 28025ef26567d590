import { CtaBand } from "@/components/platform/cta-band";
import { FeatureGrid } from "@/components/platform/feature-grid";
import { HeroActions } from "@/components/platform/hero-actions";
import { PageSection } from "@/components/platform/page-section";
import { TestimonialGrid } from "@/components/platform/testimonial-grid";
import { PageHeader } from "@/components/layout/page-header";
import { CommunityResources } from "@/components/solutions/community-resources";
import { SmallDealerPlan } from "@/components/solutions/small-dealer-plan";
import { smallDealersSolution as page } from "@/content/solutions";
import { constructMetadata } from "@/lib/seo/metadata";

export const metadata = constructMetadata({
  title: "Analytics for Small & Independent Dealers",
  description:
    "See which ads and listings sell your cars, from $147 a month with 50% off your first 3 months. Built for independent and small Canadian dealerships.",
  path: "/solutions/small-business",
});

export default function SmallBusinessPage() {
  const { hero, cta } = page;
  return (
    <>
      <PageHeader
        path="/solutions/small-business"
        eyebrow={hero.badge}
        title={hero.title}
        subtitle={hero.subtitle}
      >
        <HeroActions primary={cta.primary} secondary={cta.secondary} cta="small-business-hero" />
      </PageHeader>

      <PageSection
        eyebrow="Challenges"
        title="Running a Small Store Is Hard Enough"
        subtitle="You compete with the big groups on a fraction of the budget and none of the staff."
      >
        <FeatureGrid items={page.challenges} columns={4} />
      </PageSection>

      <PageSection tone="muted" eyebrow="Testimonials" title="Small Dealers, Big Results">
        <TestimonialGrid items={page.testimonials} />
      </PageSection>

      <PageSection
        eyebrow="Features"
        title="Everything a Small Dealer Needs, Nothing You Don't"
        subtitle="The answers that matter, on one screen, without a marketing department."
      >
        <FeatureGrid items={page.features} columns={3} />
      </PageSection>

      <PageSection
        id="plan"
        tone="muted"
        eyebrow="Small Dealer Plan"
        title="One Simple Price for Small Stores"
        subtitle="Everything you need to know which marketing sells cars, with no setup fees and no long-term contract."
      >
        <SmallDealerPlan plan={page.plan} button="Start Free Trial" cta="small-business-plan" />
      </PageSection>

      <PageSection
        eyebrow="Community Resources"
        title="Free Resources for Independent Dealers"
        subtitle="Guides, tools and answers to help you get more from every advertising dollar."
      >
        <CommunityResources resources={page.communityResources} />
      </PageSection>

      <CtaBand title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary} cta="small-business-closing" />
    </>
  );
}
