import { PageHeader } from "@/components/layout/page-header";
import { SiteChrome } from "@/components/layout/site-chrome";
import { CtaBand } from "@/components/platform/cta-band";
import { FeatureGrid } from "@/components/platform/feature-grid";
import { HeroActions } from "@/components/platform/hero-actions";
import { IntegrationCategories } from "@/components/platform/integration-categories";
import { IntegrationStatusList } from "@/components/platform/integration-status-list";
import { PageSection } from "@/components/platform/page-section";
import { ProcessSteps } from "@/components/platform/process-steps";
import { StatBand } from "@/components/platform/stat-band";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { localePath } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";

const PATH = "/platform/integrations";

export const platformIntegrationsMetadata = (locale: Locale) => {
  const t = translator(locale, "platform");
  return pageMetadata(locale, PATH, { title: t("integrations.meta.title"), description: t("integrations.meta.description") });
};

// /platform/integrations and /fr/plateforme/integrations: the library by category, setup, connection health, support.
export function PlatformIntegrationsPage({ locale }: { locale: Locale }) {
  const t = translator(locale, "platform");
  const { integrationsPage: page } = contentIn(locale, "platform");
  return (
    <SiteChrome locale={locale} path={PATH}>
      <PageHeader locale={locale} path={localePath(PATH, locale)} eyebrow={page.hero.badge} title={page.hero.title} subtitle={page.hero.subtitle}>
        <HeroActions primary={page.cta.primary} secondary={page.cta.secondary} cta="integrations-hero" />
      </PageHeader>
      <StatBand stats={page.stats} label={t("integrations.statsLabel")} />
      <PageSection eyebrow={t("integrations.library.eyebrow")} title={t("integrations.library.title")} subtitle={t("integrations.library.subtitle")}>
        <IntegrationCategories categories={page.categories} locale={locale} />
      </PageSection>
      <PageSection eyebrow={t("integrations.setup.eyebrow")} title={t("integrations.setup.title")} subtitle={t("integrations.setup.subtitle")} tone="muted">
        <ProcessSteps steps={page.setupSteps} label={t("integrations.setup.label")} stepLabel={t("steps.step")} />
      </PageSection>
      <PageSection eyebrow={t("integrations.monitoring.eyebrow")} title={t("integrations.monitoring.title")} subtitle={t("integrations.monitoring.subtitle")}>
        <IntegrationStatusList items={page.statusList} locale={locale} />
      </PageSection>
      <PageSection eyebrow={t("integrations.support.eyebrow")} title={t("integrations.support.title")} tone="muted">
        <FeatureGrid items={page.supportOfferings} columns={4} />
      </PageSection>
      <CtaBand {...page.cta} cta="integrations-closing" />
    </SiteChrome>
  );
}
