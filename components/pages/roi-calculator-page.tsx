import { Quote } from "lucide-react";
import { DemoButton } from "@/components/demo-request/demo-button";
import { PageHeader } from "@/components/layout/page-header";
import { SiteChrome } from "@/components/layout/site-chrome";
import { RoiCalculator, type RoiCalculatorCopy } from "@/components/roi-calculator/roi-calculator";
import { Card } from "@/components/ui/card";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { SectionHeading } from "@/components/ui/section-heading";
import { formatMoney } from "@/lib/i18n/format";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { MONTHLY_INVESTMENT } from "@/lib/roi";
import { localePath } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";

const PATH = "/tools/roi-calculator";

export const roiCalculatorMetadata = (locale: Locale) => {
  const t = translator(locale, "roiCalculator");
  return pageMetadata(locale, PATH, { title: t("meta.title"), description: t("meta.description") });
};

// What the calculator (a client component) shows, in the page's language.
function calculatorCopy(locale: Locale): RoiCalculatorCopy {
  const t = translator(locale, "roiCalculator");
  // The caption's amounts change as the visitor types: the calculator fills these slots itself.
  const slots = {
    currentRevenue: "{currentRevenue}",
    projectedRevenue: "{projectedRevenue}",
    currentProfit: "{currentProfit}",
    projectedProfit: "{projectedProfit}",
  };
  return {
    inputs: contentIn(locale, "roiCalculator").roiInputHelp,
    inputsTitle: t("calculator.inputsTitle"),
    resultsTitle: t("calculator.resultsTitle"),
    currentRoi: t("calculator.currentRoi"),
    projectedRoi: t("calculator.projectedRoi"),
    additionalRevenue: t("calculator.additionalRevenue"),
    additionalProfit: t("calculator.additionalProfit"),
    payback: t("calculator.payback"),
    annualTitle: t("calculator.annualTitle"),
    annualRevenue: t("calculator.annualRevenue"),
    annualProfit: t("calculator.annualProfit"),
    annualInvestment: t("calculator.annualInvestment"),
    netBenefit: t("calculator.netBenefit"),
    notNumber: t("calculator.notNumber"),
    rateOutOfRange: t("calculator.rateOutOfRange"),
    amountOutOfRange: t("calculator.amountOutOfRange"),
    underADay: t("calculator.underADay"),
    chart: {
      current: t("chart.current"),
      projected: t("chart.projected"),
      revenue: t("chart.revenue"),
      profit: t("chart.profit"),
      caption: t("chart.caption", slots),
    },
  };
}

// /tools/roi-calculator and /fr/outils/calculateur-rci: the calculator, how its projection works, sample results.
export function RoiCalculatorPage({ locale }: { locale: Locale }) {
  const t = translator(locale, "roiCalculator");
  const { roiExplanations, roiSampleResults } = contentIn(locale, "roiCalculator");
  return (
    <SiteChrome locale={locale} path={PATH}>
      <PageHeader locale={locale} path={localePath(PATH, locale)} eyebrow={t("header.eyebrow")} title={t("header.title")} subtitle={t("header.subtitle")} />
      <Container className="py-16">
        <RoiCalculator locale={locale} copy={calculatorCopy(locale)} />
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <DemoButton cta="roi-start-trial" variant="gold" size="lg">
            {t("actions.trial")}
          </DemoButton>
          <DemoButton cta="roi-consultation" variant="secondary" size="lg">
            {t("actions.consultation")}
          </DemoButton>
        </div>
      </Container>

      <section className="border-y border-ink-700 bg-ink-900/40 py-20">
        <Container>
          <SectionHeading
            eyebrow={t("projection.eyebrow")}
            title={t("projection.title")}
            subtitle={t("projection.subtitle", { price: formatMoney(locale, MONTHLY_INVESTMENT) })}
          />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {roiExplanations.map((item) => (
              <li key={item.title} className="min-w-0">
                <Card className="h-full">
                  <Icon name={item.icon} className="size-6 text-brand-300" />
                  <h3 className="mt-4 font-semibold">{item.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-fg-muted">{item.text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section className="py-20">
        <Container>
          <SectionHeading eyebrow={t("samples.eyebrow")} title={t("samples.title")} />
          <ul className="mt-12 grid gap-5 lg:grid-cols-3">
            {roiSampleResults.map((s) => (
              <li key={s.dealership} className="min-w-0">
                <Card className="flex h-full flex-col">
                  <p className="text-xs font-semibold tracking-wide text-gold-300 uppercase">{s.type}</p>
                  <h3 className="mt-2 text-lg font-semibold">
                    {s.dealership} <span className="font-normal text-fg-subtle">· {s.city}</span>
                  </h3>
                  <dl className="mt-4 space-y-2 text-sm">
                    <div>
                      <dt className="text-fg-subtle">{t("samples.before")}</dt>
                      <dd>{s.before}</dd>
                    </div>
                    <div>
                      <dt className="text-fg-subtle">{t("samples.after")}</dt>
                      <dd>{s.after}</dd>
                    </div>
                  </dl>
                  <p className="mt-4 font-semibold text-success-400">{s.result}</p>
                  <blockquote className="mt-5 flex-1 border-t border-ink-700 pt-5 text-sm leading-relaxed text-fg-muted">
                    <Quote className="mb-2 size-4 text-brand-400" aria-hidden="true" />
                    {s.quote}
                  </blockquote>
                  <p className="mt-4 text-sm font-semibold">
                    {s.author}, <span className="font-normal text-fg-subtle">{s.role}</span>
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </SiteChrome>
  );
}
