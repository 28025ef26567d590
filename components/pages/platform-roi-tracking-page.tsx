import { PageHeader } from "@/components/layout/page-header";
import { SiteChrome } from "@/components/layout/site-chrome";
import { CtaBand } from "@/components/platform/cta-band";
import { FeatureGrid } from "@/components/platform/feature-grid";
import { HeroActions } from "@/components/platform/hero-actions";
import { PageSection } from "@/components/platform/page-section";
import { RoiDisplay } from "@/components/platform/roi-display";
import { StatBand } from "@/components/platform/stat-band";
import { TestimonialGrid } from "@/components/platform/testimonial-grid";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { localePath } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";

const PATH = "/platform/roi-tracking";

export const platformRoiTrackingMetadata = (locale: Locale) => {
  const t = translator(locale, "platform");
  return pageMetadata(locale, PATH, { title: t("roiTracking.meta.title"), description: t("roiTracking.meta.description") });
};

// /platform/roi-tracking and /fr/plateforme/suivi-rci: features, the channel ROI report, dealer results.
export function PlatformRoiTrackingPage({ locale }: { locale: Locale }) {
  const t = translator(locale, "platform");
  const { roiTrackingPage: page } = contentIn(locale, "platform");
  return (
    <SiteChrome locale={locale} path={PATH}>
      <PageHeader locale={locale} path={localePath(PATH, locale)} eyebrow={page.hero.badge} title={page.hero.title} subtitle={page.hero.subtitle}>
        <HeroActions primary={page.cta.primary} secondary={page.cta.secondary} cta="roi-tracking-hero" />
      </PageHeader>
      <StatBand stats={page.stats} label={t("roiTracking.statsLabel")} />
      <PageSection eyebrow={t("roiTracking.features.eyebrow")} title={t("roiTracking.features.title")} subtitle={t("roiTracking.features.subtitle")}>
        <FeatureGrid items={page.features} columns={2} />
      </PageSection>
      <PageSection
        eyebrow={t("roiTracking.inAction.eyebrow")}
        title={t("roiTracking.inAction.title")}
        subtitle={t("roiTracking.inAction.subtitle")}
        tone="muted"
      >
        <RoiDisplay data={page.roiDisplay} locale={locale} />
      </PageSection>
      <PageSection eyebrow={t("roiTracking.results.eyebrow")} title={t("roiTracking.results.title")}>
        <TestimonialGrid items={page.testimonials} />
      </PageSection>
      <CtaBand {...page.cta} cta="roi-tracking-closing" />
    </SiteChrome>
  );
}
