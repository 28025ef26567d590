import { PageHeader } from "@/components/layout/page-header";
import { CtaBand } from "@/components/platform/cta-band";
import { FeatureGrid } from "@/components/platform/feature-grid";
import { HeroActions } from "@/components/platform/hero-actions";
import { IntegrationCategories } from "@/components/platform/integration-categories";
import { IntegrationStatusList } from "@/components/platform/integration-status-list";
import { PageSection } from "@/components/platform/page-section";
import { ProcessSteps } from "@/components/platform/process-steps";
import { StatBand } from "@/components/platform/stat-band";
import { integrationsPage as page } from "@/content/platform";
import { constructMetadata } from "@/lib/seo/metadata";

export const metadata = constructMetadata({
  title: "DMS, CRM and Ad Platform Integrations",
  description:
    "Connect 300+ dealership systems, from CDK Global and VinSolutions to Google Ads and AutoTrader.ca, in minutes with secure OAuth. Data stays in Canada.",
  path: "/platform/integrations",
});

export default function IntegrationsPage() {
  return (
    <>
      <PageHeader
        path="/platform/integrations"
        eyebrow={page.hero.badge}
        title={page.hero.title}
        subtitle={page.hero.subtitle}
      >
        <HeroActions primary={page.cta.primary} secondary={page.cta.secondary} cta="integrations-hero" />
      </PageHeader>
      <StatBand stats={page.stats} label="Integrations in numbers" />
      <PageSection
        eyebrow="Integration Library"
        title="300+ Integrations Across Six Categories"
        subtitle="The systems Canadian dealerships already run, from the DMS to the phones."
      >
        <IntegrationCategories categories={page.categories} />
      </PageSection>
      <PageSection
        eyebrow="Setup"
        title="Connected in Four Steps"
        subtitle="No developers and no passwords shared: most dealers are live within 24-48 hours."
        tone="muted"
      >
        <ProcessSteps steps={page.setupSteps} label="Setup steps" />
      </PageSection>
      <PageSection
        eyebrow="Always On"
        title="Every Connection, Monitored"
        subtitle="Each source syncs as often as it allows, from real time for leads and calls to daily for analytics."
      >
        <IntegrationStatusList items={page.statusList} />
      </PageSection>
      <PageSection eyebrow="Support" title="Help at Every Step" tone="muted">
        <FeatureGrid items={page.supportOfferings} columns={4} />
      </PageSection>
      <CtaBand {...page.cta} cta="integrations-closing" />
    </>
  );
}
