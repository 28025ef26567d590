import { PageHeader } from "@/components/layout/page-header";
import { SiteChrome } from "@/components/layout/site-chrome";
import { CtaBand } from "@/components/platform/cta-band";
import { FeatureGrid } from "@/components/platform/feature-grid";
import { HeroActions } from "@/components/platform/hero-actions";
import { PageSection } from "@/components/platform/page-section";
import { ProcessSteps } from "@/components/platform/process-steps";
import { SampleInsights } from "@/components/platform/sample-insights";
import { StatBand } from "@/components/platform/stat-band";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { localePath } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";

const PATH = "/platform/ai-analytics";

export const platformAiAnalyticsMetadata = (locale: Locale) => {
  const t = translator(locale, "platform");
  return pageMetadata(locale, PATH, { title: t("aiAnalytics.meta.title"), description: t("aiAnalytics.meta.description") });
};

// /platform/ai-analytics and /fr/plateforme/analytique-ia: capabilities, how it works, sample insights.
export function PlatformAiAnalyticsPage({ locale }: { locale: Locale }) {
  const t = translator(locale, "platform");
  const { aiAnalyticsPage: page } = contentIn(locale, "platform");
  return (
    <SiteChrome locale={locale} path={PATH}>
      <PageHeader locale={locale} path={localePath(PATH, locale)} eyebrow={page.hero.badge} title={page.hero.title} subtitle={page.hero.subtitle}>
        <HeroActions primary={page.cta.primary} secondary={page.cta.secondary} cta="ai-analytics-hero" />
      </PageHeader>
      <StatBand stats={page.stats} label={t("aiAnalytics.statsLabel")} />
      <PageSection
        eyebrow={t("aiAnalytics.capabilities.eyebrow")}
        title={t("aiAnalytics.capabilities.title")}
        subtitle={t("aiAnalytics.capabilities.subtitle")}
      >
        <FeatureGrid items={page.capabilities} columns={3} />
      </PageSection>
      <PageSection eyebrow={t("aiAnalytics.howItWorks.eyebrow")} title={t("aiAnalytics.howItWorks.title")} tone="muted">
        <ProcessSteps steps={page.howItWorks} label={t("aiAnalytics.howItWorks.label")} stepLabel={t("steps.step")} />
      </PageSection>
      <PageSection
        eyebrow={t("aiAnalytics.sampleInsights.eyebrow")}
        title={t("aiAnalytics.sampleInsights.title")}
        subtitle={t("aiAnalytics.sampleInsights.subtitle")}
      >
        <SampleInsights items={page.sampleInsights} locale={locale} />
      </PageSection>
      <CtaBand {...page.cta} cta="ai-analytics-closing" />
    </SiteChrome>
  );
}
