import { PageHeader } from "@/components/layout/page-header";
import { CtaBand } from "@/components/platform/cta-band";
import { DashboardFeatureList } from "@/components/platform/dashboard-feature-list";
import { DashboardViews } from "@/components/platform/dashboard-views";
import { FeatureGrid } from "@/components/platform/feature-grid";
import { HeroActions } from "@/components/platform/hero-actions";
import { PageSection } from "@/components/platform/page-section";
import { dashboardsPage as page } from "@/content/platform";
import { constructMetadata } from "@/lib/seo/metadata";

export const metadata = constructMetadata({
  title: "Real-Time Dealership Dashboards",
  description:
    "Advertising, leads, sales, CRM, inventory and profit in one live dashboard, with a view for every role from the GM and BDC to the dealer principal.",
  path: "/platform/dashboards",
});

export default function DashboardsPage() {
  return (
    <>
      <PageHeader
        path="/platform/dashboards"
        eyebrow={page.hero.badge}
        title={page.hero.title}
        subtitle={page.hero.subtitle}
      >
        <HeroActions primary={page.cta.primary} secondary={page.cta.secondary} cta="dashboards-hero" />
      </PageHeader>
      <PageSection
        eyebrow="Role-Based Views"
        title="A Dashboard for Every Seat in the Store"
        subtitle="Each role sees the numbers it acts on, all drawn from the same connected data."
      >
        <DashboardViews views={page.views} />
      </PageSection>
      <PageSection eyebrow="Widgets" title="Built From the Widgets Dealers Use Most" tone="muted">
        <FeatureGrid items={page.widgets} columns={3} />
      </PageSection>
      <PageSection eyebrow="Everything Included" title="Fast, Flexible and Ready for the Showroom Floor">
        <DashboardFeatureList items={page.featureBullets} />
      </PageSection>
      <CtaBand {...page.cta} cta="dashboards-closing" />
    </>
  );
}
