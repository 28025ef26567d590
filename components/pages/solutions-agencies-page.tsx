import { PageHeader } from "@/components/layout/page-header";
import { SiteChrome } from "@/components/layout/site-chrome";
import { CtaBand } from "@/components/platform/cta-band";
import { FeatureGrid } from "@/components/platform/feature-grid";
import { HeroActions } from "@/components/platform/hero-actions";
import { PageSection } from "@/components/platform/page-section";
import { TestimonialGrid } from "@/components/platform/testimonial-grid";
import { CenteredFeatureGrid } from "@/components/solutions/centered-feature-grid";
import { PartnerProgram } from "@/components/solutions/partner-program";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { localePath } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";

const PATH = "/solutions/agencies";

export const solutionsAgenciesMetadata = (locale: Locale) => {
  const t = translator(locale, "solutions");
  return pageMetadata(locale, PATH, { title: t("agencies.meta.title"), description: t("agencies.meta.description") });
};

// /solutions/agencies and /fr/solutions/agences: benefits, testimonials, agency tools and the
// partner program.
export function SolutionsAgenciesPage({ locale }: { locale: Locale }) {
  const t = translator(locale, "solutions");
  const page = contentIn(locale, "solutions").agenciesSolution;
  const { hero, cta } = page;
  return (
    <SiteChrome locale={locale} path={PATH}>
      <PageHeader locale={locale} path={localePath(PATH, locale)} eyebrow={hero.badge} title={hero.title} subtitle={hero.subtitle}>
        <HeroActions primary={cta.primary} secondary={cta.secondary} cta="agencies-hero" />
      </PageHeader>

      <PageSection eyebrow={t("agencies.benefits.eyebrow")} title={t("agencies.benefits.title")} subtitle={t("agencies.benefits.subtitle")}>
        <CenteredFeatureGrid items={page.benefits} />
      </PageSection>

      <PageSection tone="muted" eyebrow={t("agencies.testimonials.eyebrow")} title={t("agencies.testimonials.title")}>
        <TestimonialGrid items={page.testimonials} />
      </PageSection>

      <PageSection eyebrow={t("agencies.tools.eyebrow")} title={t("agencies.tools.title")} subtitle={t("agencies.tools.subtitle")}>
        <FeatureGrid items={page.agencyTools} columns={3} />
      </PageSection>

      <PartnerProgram
        program={page.partnerProgram}
        eyebrow={t("agencies.partnerProgram.eyebrow")}
        button={t("agencies.partnerProgram.button")}
        cta="agencies-partner-program"
      />

      <CtaBand title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary} cta="agencies-closing" />
    </SiteChrome>
  );
}
