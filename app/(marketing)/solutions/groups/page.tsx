import { CtaBand } from "@/components/platform/cta-band";
import { FeatureGrid } from "@/components/platform/feature-grid";
import { HeroActions } from "@/components/platform/hero-actions";
import { PageSection } from "@/components/platform/page-section";
import { StatGrid } from "@/components/platform/stat-grid";
import { PageHeader } from "@/components/layout/page-header";
import { ImplementationTimeline } from "@/components/solutions/implementation-timeline";
import { ProblemSolution } from "@/components/solutions/problem-solution";
import { SuccessStories } from "@/components/solutions/success-stories";
import { groupsSolution as page } from "@/content/solutions";
import { constructMetadata } from "@/lib/seo/metadata";

export const metadata = constructMetadata({
  title: "Analytics for Automotive Dealer Groups",
  description:
    "Benchmark every rooftop on one attribution model. Group-wide roll-ups, SSO, audit logging and a 99.99% uptime SLA for Canadian automotive dealer groups.",
  path: "/solutions/groups",
});

export default function GroupsPage() {
  const { hero, cta } = page;
  return (
    <>
      <PageHeader
        path="/solutions/groups"
        eyebrow={hero.badge}
        title={hero.title}
        subtitle={hero.subtitle}
      >
        <HeroActions primary={cta.primary} secondary={cta.secondary} cta="groups-hero" />
      </PageHeader>

      <PageSection
        eyebrow="Challenge & Solution"
        title="Running Many Rooftops Shouldn't Mean Many Versions of the Truth"
        subtitle="The bigger the group, the harder it is to compare stores fairly. Torque Analytics puts every rooftop on the same model."
      >
        <ProblemSolution
          problemLabel="The challenge"
          problems={page.challenges}
          solutionLabel="The Torque Analytics solution"
          solutions={page.solutions}
        />
      </PageSection>

      <PageSection
        tone="muted"
        eyebrow="Enterprise Features"
        title="Enterprise-Grade from Day One"
        subtitle="The controls your IT, finance and privacy teams expect, with the analytics your executives need."
      >
        <FeatureGrid items={page.enterpriseFeatures} columns={3} />
      </PageSection>

      <PageSection eyebrow="Success Stories" title="Dealer Groups Getting Results">
        <SuccessStories stories={page.successStories} />
      </PageSection>

      <PageSection
        tone="muted"
        eyebrow="Implementation"
        title="A Rollout Planned in Four Phases"
        subtitle="Your dedicated team brings every rooftop onto one platform in waves, without disrupting the stores."
      >
        <ImplementationTimeline
          label="Implementation phases"
          stages={page.implementationPhases.map((p) => ({ marker: p.phase, title: p.title, duration: p.duration, text: p.text }))}
        />
      </PageSection>

      <PageSection eyebrow="Enterprise Benefits" title="Built to Scale with Your Group">
        <StatGrid stats={page.enterpriseBenefits} />
      </PageSection>

      <CtaBand title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary} cta="groups-closing" />
    </>
  );
}
