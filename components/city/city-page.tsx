import Link from "next/link";
import { ArrowRight, Languages } from "lucide-react";
import { DemoButton } from "@/components/demo-request/demo-button";
import { BackToHome } from "@/components/layout/back-to-home";
import { Accordion } from "@/components/ui/accordion";
import { Card } from "@/components/ui/card";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { cityPageCopy, type Locale } from "@/content/city-page";
import type { City } from "@/db/schema";
import { JsonLd } from "@/components/seo/json-ld";
import { cityLanguages, DEFAULT_AD_SPEND, parseCityContent } from "@/lib/content/cities";
import { cityPath } from "@/lib/routes";
import { breadcrumbs, faqPage } from "@/lib/seo/structured-data";

// "$1.15M+" as a French Canadian reader writes it: "1,15 M$+".
function localAdSpend(value: string, locale: Locale): string {
  const match = /^\$([\d.]+)([KM])\+$/.exec(value);
  if (locale === "en" || !match) return value;
  return `${match[1]!.replace(".", ",")} ${match[2] === "K" ? "k$" : "M$"}+`;
}

export function CityPage({ city, locale }: { city: City; locale: Locale }) {
  const t = cityPageCopy[locale];
  const { heroTitle, heroSubtitle, faq } = parseCityContent(city.cityName, city.content, locale);
  const number = (n: number) => n.toLocaleString(locale === "fr" ? "fr-CA" : "en-CA");
  // Montreal's page exists in both languages; the switch links the two.
  const bilingual = cityLanguages(city.slug) !== undefined;
  const stats = [
    { label: t.stats.province, value: t.provinces?.[city.province] ?? city.province },
    { label: t.stats.population, value: number(city.population) },
    { label: t.stats.dealerships, value: number(city.dealershipCount) },
    { label: t.stats.adSpend, value: localAdSpend(city.avgMonthlyAdSpend ?? DEFAULT_AD_SPEND, locale) },
  ];
  const cta = `city-${city.slug}${locale === "fr" ? "-fr" : ""}`;

  const path = locale === "fr" ? `/fr${cityPath(city.slug)}` : cityPath(city.slug);
  const structuredData = [breadcrumbs([{ name: t.eyebrow(city.cityName), path }]), ...(faq.length > 0 ? [faqPage(faq, "fr-CA")] : [])];

  return (
    <>
      <JsonLd data={structuredData} />
      <section className="relative overflow-hidden border-b border-ink-700">
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(59_116_246/0.25),transparent_60%)]" />
        <Container className="pt-6 pb-16 sm:pb-20">
          <div className="flex items-center justify-between gap-4">
            <BackToHome locale={locale} />
            {bilingual && (
              <Link
                href={t.languageSwitch.href(city.slug)}
                hrefLang={t.languageSwitch.lang}
                lang={t.languageSwitch.lang}
                className="inline-flex items-center gap-2 rounded-full bg-ink-800 px-4 py-2 text-sm font-semibold ring-1 ring-ink-600 hover:bg-ink-700"
              >
                <Languages className="size-4 text-brand-300" aria-hidden="true" />
                {t.languageSwitch.label}
              </Link>
            )}
          </div>
          <div className="mt-10 max-w-3xl">
            <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">{t.eyebrow(city.cityName)}</p>
            <h1 className="mt-3 text-h1 font-extrabold text-balance sm:text-display">{heroTitle}</h1>
            <p className="mt-5 text-lead text-pretty text-fg-muted">{heroSubtitle}</p>
            <DemoButton cta={cta} variant="gold" size="lg" className="mt-9">
              {t.request(city.cityName)}
            </DemoButton>
          </div>
          <dl className="mt-14 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {stats.map((s) => (
              <div key={s.label} className="rounded-card border border-ink-700 bg-ink-900/80 p-5">
                <dt className="text-sm text-fg-subtle">{s.label}</dt>
                <dd className="mt-1.5 text-2xl font-bold tabular-nums sm:text-3xl">{s.value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      <section className="py-20">
        <Container>
          <h2 className="text-h2 font-bold text-balance">{t.marketTitle(city.cityName)}</h2>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {t.features.map((f) => (
              <li key={f.title}>
                <Card className="h-full">
                  <Icon name={f.icon} className="size-6 text-brand-300" />
                  <h3 className="mt-4 font-semibold">{f.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-fg-muted">{f.text(city.cityName)}</p>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      {faq.length > 0 && (
        <section lang="fr-CA" className="border-y border-ink-700 bg-ink-900/40 py-20">
          <Container narrow>
            <h2 className="text-h2 font-bold">{t.faqTitle}</h2>
            <p className="mt-3 text-fg-muted" lang={locale === "en" ? "en-CA" : undefined}>
              {t.faqSubtitle}
            </p>
            <div className="mt-8">
              <Accordion items={faq} idPrefix={`faq-${city.slug}`} />
            </div>
          </Container>
        </section>
      )}

      <section className="py-20">
        <Container>
          <h2 className="text-h3 font-semibold">{t.resourcesTitle}</h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {t.resources.map((r) => (
              <li key={r.href}>
                <Link href={r.href} className="group flex h-full items-start justify-between gap-4 rounded-card border border-ink-700 bg-ink-900/80 p-5 hover:border-brand-400/50">
                  <span>
                    <span className="font-semibold group-hover:text-brand-200">{r.label}</span>
                    <span className="mt-1 block text-sm text-fg-muted">{r.text}</span>
                  </span>
                  <ArrowRight className="mt-0.5 size-4 shrink-0 text-brand-300" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>

          <div className="mt-16 rounded-panel border border-brand-400/30 bg-gradient-to-br from-ink-850 to-ink-900 p-8 text-center shadow-glow sm:p-12">
            <h2 className="text-h2 font-bold text-balance">{t.closingTitle(city.cityName)}</h2>
            <p className="mx-auto mt-4 max-w-xl text-fg-muted">{t.closingText}</p>
            <DemoButton cta={`${cta}-closing`} variant="gold" size="lg" className="mt-8">
              {t.request(city.cityName)}
            </DemoButton>
          </div>
        </Container>
      </section>
    </>
  );
}
