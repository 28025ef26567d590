import { PageHeader } from "@/components/layout/page-header";
import { SiteChrome } from "@/components/layout/site-chrome";
import { CtaBand } from "@/components/platform/cta-band";
import { DashboardFeatureList } from "@/components/platform/dashboard-feature-list";
import { DashboardViews } from "@/components/platform/dashboard-views";
import { FeatureGrid } from "@/components/platform/feature-grid";
import { HeroActions } from "@/components/platform/hero-actions";
import { PageSection } from "@/components/platform/page-section";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { localePath } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";

const PATH = "/platform/dashboards";

export const platformDashboardsMetadata = (locale: Locale) => {
  const t = translator(locale, "platform");
  return pageMetadata(locale, PATH, { title: t("dashboards.meta.title"), description: t("dashboards.meta.description") });
};

// /platform/dashboards and /fr/plateforme/tableaux-de-bord: a view per role, the widgets, what every dashboard includes.
export function PlatformDashboardsPage({ locale }: { locale: Locale }) {
  const t = translator(locale, "platform");
  const { dashboardsPage: page } = contentIn(locale, "platform");
  return (
    <SiteChrome locale={locale} path={PATH}>
      <PageHeader locale={locale} path={localePath(PATH, locale)} eyebrow={page.hero.badge} title={page.hero.title} subtitle={page.hero.subtitle}>
        <HeroActions primary={page.cta.primary} secondary={page.cta.secondary} cta="dashboards-hero" />
      </PageHeader>
      <PageSection eyebrow={t("dashboards.views.eyebrow")} title={t("dashboards.views.title")} subtitle={t("dashboards.views.subtitle")}>
        <DashboardViews views={page.views} />
      </PageSection>
      <PageSection eyebrow={t("dashboards.widgets.eyebrow")} title={t("dashboards.widgets.title")} tone="muted">
        <FeatureGrid items={page.widgets} columns={3} />
      </PageSection>
      <PageSection eyebrow={t("dashboards.included.eyebrow")} title={t("dashboards.included.title")}>
        <DashboardFeatureList items={page.featureBullets} locale={locale} />
      </PageSection>
      <CtaBand {...page.cta} cta="dashboards-closing" />
    </SiteChrome>
  );
}
