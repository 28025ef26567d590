import { ContactSection } from "@/components/home/contact-section";
import { CredibilitySection } from "@/components/home/credibility-section";
import { DataStreamSection } from "@/components/home/data-stream-section";
import { FeaturesSection } from "@/components/home/features-section";
import { HeroSection } from "@/components/home/hero-section";
import { InsightsSection } from "@/components/home/insights-section";
import { IntegrationsSection } from "@/components/home/integrations-section";
import { SiteChrome } from "@/components/layout/site-chrome";
import { JsonLd } from "@/components/seo/json-ld";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { pageMetadata } from "@/lib/seo/metadata";
import { organization, website } from "@/lib/seo/structured-data";

export const homeMetadata = (locale: Locale) => {
  const t = translator(locale, "home");
  return pageMetadata(locale, "/", { title: t("meta.title"), description: t("meta.description") }, { absoluteTitle: true });
};

// / and /fr: the single scrolling home page (spec section 2).
export function HomePage({ locale }: { locale: Locale }) {
  return (
    <SiteChrome locale={locale} path="/">
      <JsonLd data={[organization(), website(locale)]} />
      <HeroSection locale={locale} />
      <FeaturesSection locale={locale} />
      <DataStreamSection locale={locale} />
      <InsightsSection locale={locale} />
      <IntegrationsSection locale={locale} />
      <CredibilitySection locale={locale} />
      <ContactSection locale={locale} />
    </SiteChrome>
  );
}
