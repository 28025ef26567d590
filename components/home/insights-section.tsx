import { Card } from "@/components/ui/card";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { SectionHeading } from "@/components/ui/section-heading";
import { formatPercent } from "@/lib/i18n/format";
import { contentIn } from "@/lib/i18n/content";
import { anchorIn } from "@/lib/fragments";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";

export function InsightsSection({ locale }: { locale: Locale }) {
  const { insights } = contentIn(locale, "home");
  const { forecast } = insights;
  const t = translator(locale, "home");
  return (
    <section id={anchorIn(locale, "platform")} className="py-section">
      <Container>
        <SectionHeading eyebrow={t("eyebrows.platform")} title={insights.title} subtitle={insights.subtitle} />
        <div className="mt-14 grid gap-6 lg:grid-cols-3">
          {insights.items.map((item) => (
            <Card key={item.title} className="flex flex-col">
              <div className="flex items-center justify-between">
                <Icon name={item.icon} className="size-6 text-gold-300" />
                <span className="rounded-full bg-ink-800 px-2.5 py-0.5 text-xs font-semibold text-fg-muted ring-1 ring-ink-600">{item.tag}</span>
              </div>
              <h3 className="mt-5 text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 text-[0.9375rem] leading-relaxed text-fg-muted">{item.text}</p>
            </Card>
          ))}
        </div>
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <Card>
            <h3 className="font-semibold">{t("insights.modelsTitle")}</h3>
            <p className="mt-2 text-sm text-fg-muted">{t("insights.modelsText")}</p>
            <ul className="mt-5 flex flex-wrap gap-2">
              {insights.models.map((model) => (
                <li key={model} className="rounded-full bg-brand-600/20 px-3.5 py-1.5 text-sm font-medium text-brand-200 ring-1 ring-brand-400/30">
                  {model}
                </li>
              ))}
            </ul>
          </Card>
          <Card>
            <h3 className="font-semibold">{forecast.label}</h3>
            <div className="mt-5 space-y-4">
              {[
                { label: t("insights.currentRoi"), value: forecast.current, style: "bg-ink-600" },
                { label: t("insights.projectedRoi"), value: forecast.projected, style: "bg-gradient-to-r from-brand-500 to-gold-400" },
              ].map((bar) => (
                <div key={bar.label}>
                  <div className="flex justify-between text-sm">
                    <span className="text-fg-muted">{bar.label}</span>
                    <span className="font-semibold tabular-nums">{formatPercent(locale, bar.value)}</span>
                  </div>
                  <div className="mt-1.5 h-2.5 rounded-full bg-ink-800">
                    <div className={`h-full rounded-full ${bar.style}`} style={{ width: `${(bar.value / forecast.projected) * 100}%` }} />
                  </div>
                </div>
              ))}
            </div>
          </Card>
        </div>
      </Container>
    </section>
  );
}
