import { PageHeader } from "@/components/layout/page-header";
import { CtaBand } from "@/components/platform/cta-band";
import { FeatureGrid } from "@/components/platform/feature-grid";
import { HeroActions } from "@/components/platform/hero-actions";
import { PageSection } from "@/components/platform/page-section";
import { ProcessSteps } from "@/components/platform/process-steps";
import { SampleInsights } from "@/components/platform/sample-insights";
import { StatBand } from "@/components/platform/stat-band";
import { aiAnalyticsPage as page } from "@/content/platform";
import { constructMetadata } from "@/lib/seo/metadata";

export const metadata = constructMetadata({
  title: "AI Analytics for Car Dealerships",
  description:
    "AI insights, predictive ROI forecasts, anomaly alerts and Deal Autopsy: Torque's AI reads your ads, CRM and DMS daily and tells you what to do next.",
  path: "/platform/ai-analytics",
});

export default function AiAnalyticsPage() {
  return (
    <>
      <PageHeader
        path="/platform/ai-analytics"
        eyebrow={page.hero.badge}
        title={page.hero.title}
        subtitle={page.hero.subtitle}
      >
        <HeroActions primary={page.cta.primary} secondary={page.cta.secondary} cta="ai-analytics-hero" />
      </PageHeader>
      <StatBand stats={page.stats} label="AI analytics in numbers" />
      <PageSection
        eyebrow="Capabilities"
        title="Six Ways the AI Works for Your Store"
        subtitle="From the morning briefing to a plain-English question, every answer is tied to real deals and real gross."
      >
        <FeatureGrid items={page.capabilities} columns={3} />
      </PageSection>
      <PageSection eyebrow="How It Works" title="From Connected to Insightful in Three Steps" tone="muted">
        <ProcessSteps steps={page.howItWorks} label="How the AI works" />
      </PageSection>
      <PageSection
        eyebrow="Sample Insights"
        title="What a Morning Briefing Looks Like"
        subtitle="Examples of the ranked insights dealers receive, each with the evidence and the dollar impact."
      >
        <SampleInsights items={page.sampleInsights} />
      </PageSection>
      <CtaBand {...page.cta} cta="ai-analytics-closing" />
    </>
  );
}
