import { DemoButton } from "@/components/demo-request/demo-button";
import { BackToHome } from "@/components/layout/back-to-home";
import { Container } from "@/components/ui/container";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { cn } from "@/lib/utils";
import type { LocalCity } from "./city-data";

// The top of a city page: its market, its hero and the city's four figures.
export function CityHero({ locale, city, cta }: { locale: Locale; city: LocalCity; cta: string }) {
  const t = translator(locale, "city");
  // On a phone, the province and the ad spend (long words, long figures) take a whole row each.
  const stats = [
    { label: t("stats.province"), value: city.province, wide: true },
    { label: t("stats.population"), value: city.population, wide: false },
    { label: t("stats.dealerships"), value: city.dealerships, wide: false },
    { label: t("stats.adSpend"), value: city.adSpend, wide: true },
  ];
  return (
    <section className="relative overflow-hidden border-b border-ink-700">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(59_116_246/0.25),transparent_60%)]" />
      <Container className="pt-6 pb-16 sm:pb-20">
        <BackToHome locale={locale} />
        <div className="mt-10 max-w-3xl">
          <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">{t("hero.eyebrow", { city: city.name })}</p>
          <h1 className="mt-3 text-h1 font-extrabold text-balance sm:text-display">{city.heroTitle}</h1>
          <p className="mt-5 text-lead text-pretty text-fg-muted">{city.heroSubtitle}</p>
          <DemoButton cta={cta} variant="gold" size="lg" className="mt-9">
            {t("hero.request", { city: city.name })}
          </DemoButton>
        </div>
        <dl className="mt-14 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {stats.map((s) => (
            <div key={s.label} className={cn("flex min-w-0 flex-col rounded-card border border-ink-700 bg-ink-900/80 p-5", s.wide && "max-sm:col-span-2")}>
              <dt className="text-sm text-fg-subtle">{s.label}</dt>
              <dd className="mt-auto pt-1.5 text-xl font-bold break-words tabular-nums sm:text-3xl lg:text-2xl xl:text-3xl">{s.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
