import type { Metadata } from "next";
import { cityIn } from "@/components/city/city-data";
import { CityHero } from "@/components/city/city-hero";
import { CityMarket } from "@/components/city/city-market";
import { CityResources } from "@/components/city/city-resources";
import { DemoButton } from "@/components/demo-request/demo-button";
import { NotFoundMessage } from "@/components/layout/not-found-message";
import { SiteChrome } from "@/components/layout/site-chrome";
import { JsonLd } from "@/components/seo/json-ld";
import { Accordion } from "@/components/ui/accordion";
import { Container } from "@/components/ui/container";
import type { City } from "@/lib/content/cities";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { cityPath } from "@/lib/routes";
import { constructMetadata, ogImageOf, ogImageUrl } from "@/lib/seo/metadata";
import { breadcrumbs, faqPage } from "@/lib/seo/structured-data";

// The city's metadata in a language; the route table gives its twin (hreflang). Its own Open Graph
// image, in the page's language.
export function cityMetadata(locale: Locale, city: City): Metadata {
  const t = translator(locale, "city");
  const local = cityIn(locale, city);
  const title = t("meta.title", { city: local.name });
  const image = locale === "fr" ? ogImageUrl.cityFrench(city.slug) : ogImageUrl.city(city.slug);
  return constructMetadata({
    title,
    description: t("meta.description", { city: local.name, province: local.province, dealerships: local.dealerships }),
    path: cityPath(city.slug),
    locale,
    image: ogImageOf(image, title),
  });
}

export const cityNotFoundMetadata = (locale: Locale): Metadata => ({ title: translator(locale, "city")("notFound.title") });

// /automotive-advertising-dashboard/{city} and /fr/tableau-de-bord-publicite-automobile/{city}: a
// city's market, figures, what the platform shows its dealers, its FAQ (Montreal's, in French on
// both pages), links to the rest of the site and a demo call to action.
export function CityPage({ locale, city }: { locale: Locale; city: City }) {
  const t = translator(locale, "city");
  const local = cityIn(locale, city);
  const path = cityPath(city.slug, locale);
  const cta = `city-${city.slug}${locale === "fr" ? "-fr" : ""}`;
  const structuredData = [
    breadcrumbs(locale, [{ name: t("hero.eyebrow", { city: local.name }), path }]),
    // The FAQ is written in French, on either page.
    ...(local.faq.length > 0 ? [faqPage(local.faq, "fr")] : []),
  ];

  return (
    <SiteChrome locale={locale} path={cityPath(city.slug)}>
      <JsonLd data={structuredData} />
      <CityHero locale={locale} city={local} cta={cta} />
      <CityMarket locale={locale} city={local.name} />

      {local.faq.length > 0 && (
        <section lang={locale === "en" ? "fr-CA" : undefined} className="border-y border-ink-700 bg-ink-900/40 py-20">
          <Container narrow>
            <h2 className="text-h2 font-bold">{t("faq.title")}</h2>
            <p className="mt-3 text-fg-muted" lang={locale === "en" ? "en-CA" : undefined}>
              {t("faq.subtitle", { city: local.name })}
            </p>
            <div className="mt-8">
              <Accordion items={local.faq} idPrefix={`faq-${city.slug}`} />
            </div>
          </Container>
        </section>
      )}

      <section className="py-20">
        <Container>
          <CityResources locale={locale} />
          <div className="mt-16 rounded-panel border border-brand-400/30 bg-gradient-to-br from-ink-850 to-ink-900 p-8 text-center shadow-glow sm:p-12">
            <h2 className="text-h2 font-bold text-balance">{t("closing.title", { city: local.name })}</h2>
            <p className="mx-auto mt-4 max-w-xl text-fg-muted">{t("closing.text")}</p>
            <DemoButton cta={`${cta}-closing`} variant="gold" size="lg" className="mt-8">
              {t("hero.request", { city: local.name })}
            </DemoButton>
          </div>
        </Container>
      </section>
    </SiteChrome>
  );
}

// A city the site has no page for, in the page's language.
export function CityNotFoundPage({ locale }: { locale: Locale }) {
  const t = translator(locale, "city");
  return (
    <SiteChrome locale={locale}>
      <NotFoundMessage locale={locale} title={t("notFound.title")} text={t("notFound.text")} />
    </SiteChrome>
  );
}
