import { Check, Radio } from "lucide-react";
import { formatCompactMoney, formatMoney, formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";

// Decorative mock of a dashboard (no real data) beside the list of everything the dashboards do.
const mockBars = [38, 52, 46, 64, 58, 72, 69, 84, 78, 92];

function MockDashboard({ locale }: { locale: Locale }) {
  const t = translator(locale, "platform");
  const mockKpis = [
    { label: t("mockDashboard.units"), value: formatNumber(locale, 128) },
    { label: t("mockDashboard.gross"), value: formatCompactMoney(locale, 412_000) },
    { label: t("mockDashboard.costPerSale"), value: formatMoney(locale, 486) },
  ];
  const mockSources = [
    { name: "Google Ads", share: 86 },
    { name: "AutoTrader.ca", share: 72 },
    { name: "Meta Ads", share: 61 },
    { name: t("mockDashboard.referrals"), share: 34 },
  ];
  return (
    <div aria-hidden="true" className="relative">
      <div className="absolute -inset-4 -z-10 rounded-panel bg-brand-500/15 blur-3xl" />
      <div className="rounded-panel border border-ink-600 bg-ink-900/90 p-5 shadow-glow sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <div className="flex gap-1.5">
            <span className="size-2.5 rounded-full bg-ink-600" />
            <span className="size-2.5 rounded-full bg-ink-600" />
            <span className="size-2.5 rounded-full bg-ink-600" />
          </div>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-success-400/10 px-2.5 py-1 text-xs font-semibold text-success-400">
            <Radio className="size-3.5 motion-safe:animate-pulse-soft" />
            {t("mockDashboard.live")}
          </span>
        </div>
        <div className="mt-5 grid grid-cols-3 gap-3">
          {mockKpis.map((k) => (
            <div key={k.label} className="flex min-w-0 flex-col justify-between rounded-control bg-ink-800 p-3">
              <p className="text-xs leading-tight text-fg-subtle">{k.label}</p>
              <p className="mt-1 text-lg font-bold whitespace-nowrap tabular-nums sm:text-xl">{k.value}</p>
            </div>
          ))}
        </div>
        <div className="mt-3 rounded-control bg-ink-800 p-4">
          <p className="text-xs text-fg-subtle">{t("mockDashboard.salesByWeek")}</p>
          <div className="mt-3 flex h-28 items-end gap-1.5 sm:gap-2">
            {mockBars.map((h, i) => (
              <span
                key={i}
                className={
                  i === mockBars.length - 1
                    ? "flex-1 rounded-t bg-gradient-to-t from-gold-500 to-gold-300"
                    : "flex-1 rounded-t bg-gradient-to-t from-brand-600 to-brand-400"
                }
                style={{ height: `${h}%` }}
              />
            ))}
          </div>
        </div>
        <div className="mt-3 space-y-2.5 rounded-control bg-ink-800 p-4">
          <p className="text-xs text-fg-subtle">{t("mockDashboard.sourceRoi")}</p>
          {mockSources.map((s) => (
            <div key={s.name} className="flex items-center gap-3 text-xs">
              <span className="w-28 shrink-0 truncate text-fg-muted">{s.name}</span>
              <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-ink-700">
                <span className="block h-full rounded-full bg-brand-400" style={{ width: `${s.share}%` }} />
              </span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

export function DashboardFeatureList({ items, locale }: { items: readonly string[]; locale: Locale }) {
  return (
    <div className="grid items-center gap-12 lg:grid-cols-2 [&>*]:min-w-0">
      <ul className="grid gap-4">
        {items.map((item) => (
          <li key={item} className="flex gap-3 leading-relaxed">
            <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-success-400/15">
              <Check className="size-4 text-success-400" aria-hidden="true" />
            </span>
            {item}
          </li>
        ))}
      </ul>
      <MockDashboard locale={locale} />
    </div>
  );
}
