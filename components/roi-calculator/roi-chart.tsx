import type { Locale } from "@/lib/i18n/locale";
import { formatCad } from "@/lib/roi";

// The chart's words; `caption` holds {currentRevenue}, {projectedRevenue}, {currentProfit} and {projectedProfit}.
export interface RoiChartLabels {
  current: string;
  projected: string;
  revenue: string;
  profit: string;
  caption: string;
}

// Current against projected monthly revenue and profit, as paired bars; the figcaption is the text alternative.
export function RoiChart({
  locale,
  labels,
  currentRevenue,
  projectedRevenue,
  currentProfit,
  projectedProfit,
}: {
  locale: Locale;
  labels: RoiChartLabels;
  currentRevenue: number;
  projectedRevenue: number;
  currentProfit: number;
  projectedProfit: number;
}) {
  const groups = [
    { label: labels.revenue, current: currentRevenue, projected: projectedRevenue },
    { label: labels.profit, current: currentProfit, projected: projectedProfit },
  ];
  const amounts: Record<string, string> = {
    currentRevenue: formatCad(currentRevenue, locale),
    projectedRevenue: formatCad(projectedRevenue, locale),
    currentProfit: formatCad(currentProfit, locale),
    projectedProfit: formatCad(projectedProfit, locale),
  };
  const caption = labels.caption.replace(/\{(\w+)\}/g, (slot, name: string) => amounts[name] ?? slot);
  return (
    <figure className="rounded-card border border-ink-700 bg-ink-900/80 p-5">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-xs text-fg-muted" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-ink-600" /> {labels.current}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-gold-400" /> {labels.projected}
        </span>
      </div>
      <div className="mt-4 space-y-5" aria-hidden="true">
        {groups.map((g) => {
          const max = Math.max(g.current, g.projected, 1);
          return (
            <div key={g.label}>
              <p className="text-sm font-medium">{g.label}</p>
              {[
                { value: g.current, style: "bg-ink-600" },
                { value: g.projected, style: "bg-gradient-to-r from-gold-400 to-gold-300" },
              ].map((bar, i) => (
                <div key={i} className="mt-2 flex items-center gap-3">
                  <div className="h-4 flex-1 overflow-hidden rounded-full bg-ink-800">
                    <div className={`h-full rounded-full ${bar.style} transition-[width] duration-300`} style={{ width: `${(bar.value / max) * 100}%` }} />
                  </div>
                  <span className="w-28 text-right text-xs text-fg-muted tabular-nums">{formatCad(bar.value, locale)}</span>
                </div>
              ))}
            </div>
          );
        })}
      </div>
      <figcaption className="sr-only">{caption}</figcaption>
    </figure>
  );
}
