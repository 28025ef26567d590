import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { PageHeader } from "@/components/layout/page-header";
import { SiteChrome } from "@/components/layout/site-chrome";
import { CtaBand } from "@/components/platform/cta-band";
import { FeatureGrid } from "@/components/platform/feature-grid";
import { PageSection } from "@/components/platform/page-section";
import { StatGrid } from "@/components/platform/stat-grid";
import { PlanCards } from "@/components/pricing/plan-cards";
import { PricingHighlights } from "@/components/pricing/pricing-highlights";
import { PricingSections } from "@/components/pricing/pricing-sections";
import { SmallDealerOffer } from "@/components/pricing/small-dealer-offer";
import { VolumeDiscounts } from "@/components/pricing/volume-discounts";
import { JsonLd } from "@/components/seo/json-ld";
import { Accordion } from "@/components/ui/accordion";
import { contentIn } from "@/lib/i18n/content";
import { anchorIn } from "@/lib/fragments";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { localePath } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";
import { faqPage, softwareApplication } from "@/lib/seo/structured-data";

const PATH = "/pricing";

export const pricingMetadata = (locale: Locale) => {
  const t = translator(locale, "pricing");
  return pageMetadata(locale, PATH, { title: t("meta.title"), description: t("meta.description") });
};

// /pricing and /fr/tarifs: three plans, the small-dealer offer, volume discounts, ROI, security, FAQ.
export function PricingPage({ locale }: { locale: Locale }) {
  const t = translator(locale, "pricing");
  const { plans, pricingFaq, pricingHighlights, pricingRoiStats, pricingSections, pricingSecurity, smallDealerPlan, volumeDiscounts } = contentIn(
    locale,
    "pricing",
  );
  // Offers with a price: the English figures ("$297"), whatever the page's language.
  const english = contentIn("en", "pricing");
  const offers = [...english.plans, english.smallDealerPlan]
    .map((p, i) => ({ price: p.price, name: [...plans, smallDealerPlan][i]!.name, description: [...plans, smallDealerPlan][i]!.description }))
    .filter((p) => p.price.startsWith("$"))
    .map((p) => ({ ...p, price: p.price.replace(/[$,]/g, "") }));
  return (
    <SiteChrome locale={locale} path={PATH}>
      <JsonLd data={[softwareApplication(locale, t("meta.description"), offers), faqPage(pricingFaq, locale)]} />
      <PageHeader locale={locale} path={localePath(PATH, locale)} eyebrow={t("header.eyebrow")} title={t("header.title")} subtitle={t("header.subtitle")} />
      <PageSection id={anchorIn(locale, "plans")} eyebrow={t("plans.eyebrow")} title={t("plans.title")} subtitle={t("plans.subtitle")}>
        <PlanCards plans={plans} locale={locale} />
        <div className="mt-16">
          <PricingHighlights items={pricingHighlights} />
        </div>
      </PageSection>
      <PageSection eyebrow={t("save.eyebrow")} title={t("save.title")} subtitle={t("save.subtitle")} tone="muted">
        <div className="grid gap-8 lg:grid-cols-2 [&>*]:min-w-0">
          <SmallDealerOffer plan={smallDealerPlan} locale={locale} />
          <VolumeDiscounts discounts={volumeDiscounts} annualSaving={t("save.annualSaving")} locale={locale} />
        </div>
      </PageSection>
      <PageSection eyebrow={t("roi.eyebrow")} title={t("roi.title")} subtitle={t("roi.subtitle")}>
        <StatGrid stats={pricingRoiStats} />
        <p className="mt-10 text-center">
          <Link href={localePath("/tools/roi-calculator", locale)} className="inline-flex items-center gap-2 font-semibold text-brand-300 hover:text-brand-200">
            {t("roi.calculatorLink")}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </p>
      </PageSection>
      <PricingSections sections={pricingSections} locale={locale} />
      <PageSection eyebrow={t("security.eyebrow")} title={t("security.title")} subtitle={t("security.subtitle")}>
        <FeatureGrid items={pricingSecurity} columns={4} />
      </PageSection>
      <PageSection eyebrow={t("faq.eyebrow")} title={t("faq.title")} tone="muted" narrow>
        <Accordion items={pricingFaq} idPrefix="pricing-faq" />
        <p className="mt-8 text-center text-fg-muted">
          {t("faq.more")}{" "}
          <Link href={localePath("/faq", locale)} className="font-semibold text-brand-300 hover:text-brand-200">
            {t("faq.moreLink")}
          </Link>
        </p>
      </PageSection>
      <CtaBand title={t("closing.title")} text={t("closing.text")} primary={t("closing.primary")} secondary={t("closing.secondary")} cta="pricing-closing" />
    </SiteChrome>
  );
}
