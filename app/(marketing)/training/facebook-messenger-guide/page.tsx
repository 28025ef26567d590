import { CtaBand } from "@/components/platform/cta-band";
import { FeatureGrid } from "@/components/platform/feature-grid";
import { PageSection } from "@/components/platform/page-section";
import { StatGrid } from "@/components/platform/stat-grid";
import { PageHeader } from "@/components/layout/page-header";
import { AiSelection } from "@/components/training/ai-selection";
import { EmailWorkflow } from "@/components/training/email-workflow";
import { GuideMeta } from "@/components/training/guide-meta";
import { GuideSteps } from "@/components/training/guide-steps";
import { trainingGuide as guide } from "@/content/training";
import { constructMetadata } from "@/lib/seo/metadata";

export const metadata = constructMetadata({
  title: "Facebook Messenger Campaign Guide",
  description:
    "Request Facebook Messenger ad campaigns in six steps: choose a dealership, review the AI's top new, used and subprime vehicles, submit and track every request.",
  path: "/training/facebook-messenger-guide",
});

export default function FacebookMessengerGuidePage() {
  return (
    <>
      <PageHeader
        path="/training/facebook-messenger-guide"
        eyebrow="Marketing Request Center"
        title={guide.hero.title}
        subtitle={guide.hero.subtitle}
      >
        <GuideMeta badge={guide.badge} steps={guide.steps.length} duration="About 5 minutes per request" />
      </PageHeader>

      <PageSection
        eyebrow="Why Messenger Campaigns"
        title="What the Feature Does for Your Store"
        subtitle="Vehicle-specific Messenger ads, chosen by the AI and tracked in the same dashboard as the rest of your marketing."
      >
        <FeatureGrid items={guide.benefits} columns={4} />
      </PageSection>

      <PageSection
        id="steps"
        tone="muted"
        eyebrow="6-Step Overview"
        title="From Request to Live Ads in Six Steps"
        subtitle="Each step shows a sample screen with illustrative data, so you know exactly what to expect before you open the Marketing Request Center."
      >
        <GuideSteps steps={guide.steps} />
      </PageSection>

      <PageSection eyebrow="AI Selection Intelligence" title={guide.aiSelection.title} subtitle={guide.aiSelection.intro}>
        <AiSelection columns={guide.aiSelection.columns} />
      </PageSection>

      <PageSection
        tone="muted"
        eyebrow="Real-Time Performance Tracking"
        title={guide.performanceTracking.title}
        subtitle={guide.performanceTracking.text}
      >
        <StatGrid stats={guide.performanceTracking.metrics} />
      </PageSection>

      <PageSection eyebrow="Automated Email Workflow" title={guide.emailWorkflow.title} subtitle={guide.emailWorkflow.text}>
        <EmailWorkflow steps={guide.emailWorkflow.steps} />
      </PageSection>

      <CtaBand
        title={guide.closing.title}
        text={guide.closing.text}
        primary={guide.closing.primary}
        secondary={guide.closing.secondary}
        cta="training-start-feature"
        secondaryCta="training-schedule-session"
      />
    </>
  );
}
