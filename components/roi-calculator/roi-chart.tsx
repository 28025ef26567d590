import { formatCad } from "@/lib/roi";

// Current against projected monthly revenue and profit, as paired bars; the figcaption is the text alternative.
export function RoiChart({
  currentRevenue,
  projectedRevenue,
  currentProfit,
  projectedProfit,
}: {
  currentRevenue: number;
  projectedRevenue: number;
  currentProfit: number;
  projectedProfit: number;
}) {
  const groups = [
    { label: "Revenue", current: currentRevenue, projected: projectedRevenue },
    { label: "Gross profit", current: currentProfit, projected: projectedProfit },
  ];
  return (
    <figure className="rounded-card border border-ink-700 bg-ink-900/80 p-5">
      <div className="flex items-center gap-5 text-xs text-fg-muted" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-ink-600" /> Current
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-gold-400" /> With Torque
        </span>
      </div>
      <div className="mt-4 space-y-5" aria-hidden="true">
        {groups.map((g) => {
          const max = Math.max(g.current, g.projected, 1);
          return (
            <div key={g.label}>
              <p className="text-sm font-medium">Monthly {g.label.toLowerCase()}</p>
              {[
                { value: g.current, style: "bg-ink-600" },
                { value: g.projected, style: "bg-gradient-to-r from-gold-400 to-gold-300" },
              ].map((bar, i) => (
                <div key={i} className="mt-2 flex items-center gap-3">
                  <div className="h-4 flex-1 overflow-hidden rounded-full bg-ink-800">
                    <div className={`h-full rounded-full ${bar.style} transition-[width] duration-300`} style={{ width: `${(bar.value / max) * 100}%` }} />
                  </div>
                  <span className="w-28 text-right text-xs text-fg-muted tabular-nums">{formatCad(bar.value)}</span>
                </div>
              ))}
            </div>
          );
        })}
      </div>
      <figcaption className="sr-only">
        Monthly revenue goes from {formatCad(currentRevenue)} now to {formatCad(projectedRevenue)} with Torque; monthly gross profit
        from {formatCad(currentProfit)} to {formatCad(projectedProfit)}.
      </figcaption>
    </figure>
  );
}
