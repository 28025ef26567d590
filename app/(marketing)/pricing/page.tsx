import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { PageHeader } from "@/components/layout/page-header";
import { CtaBand } from "@/components/platform/cta-band";
import { FeatureGrid } from "@/components/platform/feature-grid";
import { PageSection } from "@/components/platform/page-section";
import { StatGrid } from "@/components/platform/stat-grid";
import { PlanCards } from "@/components/pricing/plan-cards";
import { PricingHighlights } from "@/components/pricing/pricing-highlights";
import { PricingSections } from "@/components/pricing/pricing-sections";
import { SmallDealerOffer } from "@/components/pricing/small-dealer-offer";
import { VolumeDiscounts } from "@/components/pricing/volume-discounts";
import { Accordion } from "@/components/ui/accordion";
import {
  plans,
  pricingFaq,
  pricingHighlights,
  pricingRoiStats,
  pricingSections,
  pricingSecurity,
  smallDealerPlan,
  volumeDiscounts,
} from "@/content/pricing";
import { JsonLd } from "@/components/seo/json-ld";
import { constructMetadata } from "@/lib/seo/metadata";
import { faqPage, softwareApplication } from "@/lib/seo/structured-data";

export const metadata = constructMetadata({
  title: "Pricing: Plans for Every Dealership",
  description:
    "Starter at $297/month, Professional at $597/month or custom Enterprise pricing, in CAD. 30-day free trial, no credit card, no setup fees, cancel anytime.",
  path: "/pricing",
});

export default function PricingPage() {
  return (
    <>
      <JsonLd
        data={[
          softwareApplication(
            [...plans, smallDealerPlan]
              .filter((p) => p.price.startsWith("$"))
              .map((p) => ({ name: p.name, price: p.price.replace(/[$,]/g, ""), description: p.description })),
          ),
          faqPage(pricingFaq),
        ]}
      />
      <PageHeader
        path="/pricing"
        eyebrow="Pricing"
        title="Simple Pricing That Pays for Itself"
        subtitle="Three plans in Canadian dollars, each with a 30-day free trial, no setup fees and no long-term contract. Pick the one that fits your store today and change it as you grow."
      />
      <PageSection
        id="plans"
        eyebrow="Plans"
        title="Choose Your Plan"
        subtitle="All prices in CAD. Start with full Professional features free for 30 days."
      >
        <PlanCards plans={plans} />
        <div className="mt-16">
          <PricingHighlights items={pricingHighlights} />
        </div>
      </PageSection>
      <PageSection
        eyebrow="More Ways to Save"
        title="Offers for Independents and Dealer Groups"
        subtitle="A lighter plan for smaller lots, and lower prices for every rooftop you add."
        tone="muted"
      >
        <div className="grid gap-8 lg:grid-cols-2">
          <SmallDealerOffer plan={smallDealerPlan} />
          <VolumeDiscounts discounts={volumeDiscounts} annualSaving="pay yearly and save 15% on any plan compared with monthly billing." />
        </div>
      </PageSection>
      <PageSection
        eyebrow="Return on Investment"
        title="What Torque Dealers See"
        subtitle="Average results across Torque dealerships in Canada."
      >
        <StatGrid stats={pricingRoiStats} />
        <p className="mt-10 text-center">
          <Link href="/tools/roi-calculator" className="inline-flex items-center gap-2 font-semibold text-brand-300 hover:text-brand-200">
            Estimate your own return with the ROI calculator
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </p>
      </PageSection>
      <PricingSections sections={pricingSections} />
      <PageSection
        eyebrow="Security"
        title="Enterprise-Grade Security on Every Plan"
        subtitle="Your customer and sales data is protected, audited and kept in Canada."
      >
        <FeatureGrid items={pricingSecurity} columns={4} />
      </PageSection>
      <PageSection eyebrow="FAQ" title="Pricing Questions, Answered" tone="muted" narrow>
        <Accordion items={pricingFaq} idPrefix="pricing-faq" />
        <p className="mt-8 text-center text-fg-muted">
          More questions?{" "}
          <Link href="/faq" className="font-semibold text-brand-300 hover:text-brand-200">
            Read the full FAQ
          </Link>
        </p>
      </PageSection>
      <CtaBand
        title="Start Your 30-Day Free Trial Today"
        text="Full Professional features on your own data. No credit card, no setup fees and you can cancel anytime."
        primary="Start Free Trial"
        secondary="Contact Sales"
        cta="pricing-closing"
      />
    </>
  );
}
