import { PageHeader } from "@/components/layout/page-header";
import { SiteChrome } from "@/components/layout/site-chrome";
import { CtaBand } from "@/components/platform/cta-band";
import { FeatureGrid } from "@/components/platform/feature-grid";
import { PageSection } from "@/components/platform/page-section";
import { StatGrid } from "@/components/platform/stat-grid";
import { AiSelection } from "@/components/training/ai-selection";
import { EmailWorkflow } from "@/components/training/email-workflow";
import { GuideMeta } from "@/components/training/guide-meta";
import { GuideSteps } from "@/components/training/guide-steps";
import { trainingLabels } from "@/components/training/labels";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { localePath } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";

const PATH = "/training/facebook-messenger-guide";

export const trainingMetadata = (locale: Locale) => {
  const t = translator(locale, "training");
  return pageMetadata(locale, PATH, { title: t("meta.title"), description: t("meta.description") });
};

// /training/facebook-messenger-guide and /fr/formation/guide-facebook-messenger: the six-step guide to
// requesting Messenger campaigns, with a sample screen for each step.
export function TrainingPage({ locale }: { locale: Locale }) {
  const t = translator(locale, "training");
  const { trainingGuide: guide } = contentIn(locale, "training");
  const labels = trainingLabels(locale);
  return (
    <SiteChrome locale={locale} path={PATH}>
      <PageHeader locale={locale} path={localePath(PATH, locale)} eyebrow={t("header.eyebrow")} title={guide.hero.title} subtitle={guide.hero.subtitle}>
        <GuideMeta badge={labels.badge(guide.badge)} steps={t("header.steps", { count: guide.steps.length })} duration={t("header.duration")} />
      </PageHeader>

      <PageSection eyebrow={t("benefits.eyebrow")} title={t("benefits.title")} subtitle={t("benefits.subtitle")}>
        <FeatureGrid items={guide.benefits} columns={4} />
      </PageSection>

      <PageSection id="steps" tone="muted" eyebrow={t("steps.eyebrow")} title={t("steps.title")} subtitle={t("steps.subtitle")}>
        <GuideSteps steps={guide.steps} locale={locale} />
      </PageSection>

      <PageSection eyebrow={t("aiSelection.eyebrow")} title={guide.aiSelection.title} subtitle={guide.aiSelection.intro}>
        <AiSelection columns={guide.aiSelection.columns} locale={locale} />
      </PageSection>

      <PageSection tone="muted" eyebrow={t("performance.eyebrow")} title={guide.performanceTracking.title} subtitle={guide.performanceTracking.text}>
        <StatGrid stats={guide.performanceTracking.metrics} />
      </PageSection>

      <PageSection eyebrow={t("email.eyebrow")} title={guide.emailWorkflow.title} subtitle={guide.emailWorkflow.text}>
        <EmailWorkflow steps={guide.emailWorkflow.steps} locale={locale} />
      </PageSection>

      <CtaBand
        title={guide.closing.title}
        text={guide.closing.text}
        primary={labels.closing(guide.closing.primary)}
        secondary={labels.closing(guide.closing.secondary)}
        cta="training-start-feature"
        secondaryCta="training-schedule-session"
      />
    </SiteChrome>
  );
}
