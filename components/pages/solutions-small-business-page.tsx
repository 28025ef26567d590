import { PageHeader } from "@/components/layout/page-header";
import { SiteChrome } from "@/components/layout/site-chrome";
import { CtaBand } from "@/components/platform/cta-band";
import { FeatureGrid } from "@/components/platform/feature-grid";
import { HeroActions } from "@/components/platform/hero-actions";
import { PageSection } from "@/components/platform/page-section";
import { TestimonialGrid } from "@/components/platform/testimonial-grid";
import { CommunityResources } from "@/components/solutions/community-resources";
import { SmallDealerPlan } from "@/components/solutions/small-dealer-plan";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { localePath } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";

const PATH = "/solutions/small-business";

export const solutionsSmallBusinessMetadata = (locale: Locale) => {
  const t = translator(locale, "solutions");
  return pageMetadata(locale, PATH, { title: t("smallBusiness.meta.title"), description: t("smallBusiness.meta.description") });
};

// /solutions/small-business and /fr/solutions/petits-concessionnaires: challenges, testimonials,
// features, the Small Dealer Starter plan and free resources.
export function SolutionsSmallBusinessPage({ locale }: { locale: Locale }) {
  const t = translator(locale, "solutions");
  const content = contentIn(locale, "solutions");
  const page = content.smallDealersSolution;
  const { hero, cta, plan } = page;
  // The plan's price and period are identifiers in the data ("$147", "/month"): French shows their labels.
  const [price, period] = "priceLabels" in content ? [content.priceLabels[plan.price], content.periodLabels[plan.period]] : [plan.price, plan.period];
  return (
    <SiteChrome locale={locale} path={PATH}>
      <PageHeader locale={locale} path={localePath(PATH, locale)} eyebrow={hero.badge} title={hero.title} subtitle={hero.subtitle}>
        <HeroActions primary={cta.primary} secondary={cta.secondary} cta="small-business-hero" />
      </PageHeader>

      <PageSection
        eyebrow={t("smallBusiness.challenges.eyebrow")}
        title={t("smallBusiness.challenges.title")}
        subtitle={t("smallBusiness.challenges.subtitle")}
      >
        <FeatureGrid items={page.challenges} columns={4} />
      </PageSection>

      <PageSection tone="muted" eyebrow={t("smallBusiness.testimonials.eyebrow")} title={t("smallBusiness.testimonials.title")}>
        <TestimonialGrid items={page.testimonials} />
      </PageSection>

      <PageSection eyebrow={t("smallBusiness.features.eyebrow")} title={t("smallBusiness.features.title")} subtitle={t("smallBusiness.features.subtitle")}>
        <FeatureGrid items={page.features} columns={3} />
      </PageSection>

      <PageSection
        id="plan"
        tone="muted"
        eyebrow={t("smallBusiness.plan.eyebrow")}
        title={t("smallBusiness.plan.title")}
        subtitle={t("smallBusiness.plan.subtitle")}
      >
        <SmallDealerPlan plan={plan} price={price} period={period} button={t("smallBusiness.plan.button")} cta="small-business-plan" locale={locale} />
      </PageSection>

      <PageSection eyebrow={t("smallBusiness.resources.eyebrow")} title={t("smallBusiness.resources.title")} subtitle={t("smallBusiness.resources.subtitle")}>
        <CommunityResources resources={page.communityResources} locale={locale} />
      </PageSection>

      <CtaBand title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary} cta="small-business-closing" />
    </SiteChrome>
  );
}
