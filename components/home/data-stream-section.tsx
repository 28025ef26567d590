import { Activity } from "lucide-react";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import type { Efficiency } from "@/content/home";
import { formatNumber, formatPercent } from "@/lib/i18n/format";
import { contentIn } from "@/lib/i18n/content";
import { anchorIn } from "@/lib/fragments";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { cn } from "@/lib/utils";
import { LiveTicker } from "./live-ticker";

const efficiencyStyle: Record<Efficiency, { fill: string; badge: string }> = {
  high: { fill: "#3ddc97", badge: "bg-success-400/15 text-success-400" },
  medium: { fill: "#f7bf45", badge: "bg-gold-400/15 text-gold-300" },
  low: { fill: "#f87171", badge: "bg-danger-400/15 text-danger-300" },
};

// An abstract map of southern Canada: a dot grid, with each market's circle sized by its leads.
function Heatmap({ locale }: { locale: Locale }) {
  const { heatmapMarkets } = contentIn(locale, "home");
  const t = translator(locale, "home");
  const maxLeads = Math.max(...heatmapMarkets.map((m) => m.leads));
  return (
    <svg viewBox="0 30 400 200" className="w-full" role="img" aria-labelledby="heatmap-title">
      <title id="heatmap-title">{t("heatmap.title")}</title>
      <defs>
        <pattern id="dots" width="10" height="10" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.1" fill="#2a3858" />
        </pattern>
      </defs>
      <path
        d={
          "M14 120 C40 70 90 60 140 66 C190 40 250 42 290 70 C320 60 360 64 388 96 " +
          "L392 200 C360 214 330 214 300 210 C260 216 220 200 180 196 C130 196 80 194 30 190 Z"
        }
        fill="url(#dots)"
      />
      {heatmapMarkets.map((m) => {
        const r = 5 + (m.leads / maxLeads) * 11;
        const label =
          m.label === "left"
            ? { x: m.x - r - 5, y: m.y + 4, anchor: "end" as const }
            : { x: m.x, y: m.label === "above" ? m.y - r - 6 : m.y + r + 14, anchor: "middle" as const };
        const { fill } = efficiencyStyle[m.efficiency];
        return (
          <g key={m.city}>
            <circle cx={m.x} cy={m.y} r={r * 1.8} fill={fill} opacity="0.12" className="motion-safe:animate-pulse-soft" />
            <circle cx={m.x} cy={m.y} r={r} fill={fill} opacity="0.5" />
            <circle cx={m.x} cy={m.y} r="3" fill="#f1f5fc" />
            <text x={label.x} y={label.y} textAnchor={label.anchor} className="fill-fg text-[13px] font-semibold">
              {m.city}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export function DataStreamSection({ locale }: { locale: Locale }) {
  const { dataStream, heatmapMarkets } = contentIn(locale, "home");
  const t = translator(locale, "home");
  return (
    <section id={anchorIn(locale, "analytics")} className="border-y border-ink-700 bg-ink-900/50 py-section">
      <Container>
        <SectionHeading eyebrow={t("eyebrows.dataStream")} title={dataStream.title} subtitle={dataStream.subtitle} />
        <div className="mt-14 grid gap-6 lg:grid-cols-[1.6fr_1fr]">
          <div className="min-w-0 rounded-panel border border-ink-700 bg-ink-900 p-5 sm:p-6">
            <Heatmap locale={locale} />
            <div className="mt-4">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t("heatmap.caption")}</caption>
                <thead className="text-xs text-fg-subtle uppercase">
                  <tr>
                    <th scope="col" className="py-2 font-semibold">
                      {t("heatmap.market")}
                    </th>
                    <th scope="col" className="py-2 text-right font-semibold">
                      {t("heatmap.leads")}
                    </th>
                    <th scope="col" className="py-2 text-right font-semibold">
                      {t("heatmap.sales")}
                    </th>
                    <th scope="col" className="py-2 text-right font-semibold max-sm:hidden">
                      {t("heatmap.closeRate")}
                    </th>
                    <th scope="col" className="py-2 pl-4 font-semibold">
                      {t("heatmap.efficiency")}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-ink-700">
                  {heatmapMarkets.map((m) => (
                    <tr key={m.city}>
                      <th scope="row" className="py-2.5 font-medium">
                        {m.city}
                      </th>
                      <td className="py-2.5 text-right tabular-nums">{formatNumber(locale, m.leads)}</td>
                      <td className="py-2.5 text-right tabular-nums">{formatNumber(locale, m.sales)}</td>
                      <td className="py-2.5 text-right text-fg-muted tabular-nums max-sm:hidden">
                        {formatPercent(locale, Math.round((m.sales / m.leads) * 1000) / 10, 1)}
                      </td>
                      <td className="py-2.5 pl-4">
                        <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize", efficiencyStyle[m.efficiency].badge)}>
                          {t(`heatmap.levels.${m.efficiency}`)}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
          <div className="flex min-w-0 flex-col rounded-panel border border-ink-700 bg-ink-900 p-5 sm:p-6">
            <h3 className="flex items-center gap-2 font-semibold">
              <Activity className="size-5 text-success-400" aria-hidden="true" />
              {dataStream.tickerTitle}
            </h3>
            <div className="mt-4 mb-6">
              <LiveTicker events={dataStream.ticker} label={t("ticker.label")} />
            </div>
            <dl className="mt-auto grid grid-cols-3 gap-2 border-t border-ink-700 pt-5">
              {dataStream.tickerSummary.map((s) => (
                <div key={s.label} className="flex flex-col-reverse">
                  <dt className="text-xs text-fg-subtle">{s.label}</dt>
                  <dd className="text-lg font-bold tabular-nums">{s.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </Container>
    </section>
  );
}
