import { Building2 } from "lucide-react";
import type { VolumeDiscount } from "@/content/pricing";

// Multi-location discounts, largest last, beside the annual-billing saving.
export function VolumeDiscounts({ discounts, annualSaving }: { discounts: readonly VolumeDiscount[]; annualSaving: string }) {
  return (
    <article
      aria-labelledby="volume-discounts-title"
      className="flex h-full flex-col rounded-panel border border-ink-700 bg-ink-900/80 p-7 sm:p-9"
    >
      <span className="grid size-12 place-items-center rounded-control bg-brand-600/20 ring-1 ring-brand-400/30">
        <Building2 className="size-6 text-brand-300" aria-hidden="true" />
      </span>
      <h3 id="volume-discounts-title" className="mt-5 text-h3 font-bold">
        Volume Discounts for Dealer Groups
      </h3>
      <p className="mt-3 leading-relaxed text-fg-muted">
        The more rooftops you connect, the less each one costs.
      </p>
      <dl className="mt-6 divide-y divide-ink-700 rounded-card border border-ink-700">
        {discounts.map((d) => (
          <div key={d.label} className="flex items-center justify-between gap-4 px-5 py-4">
            <dt className="text-fg-muted">{d.label}</dt>
            <dd className="text-xl font-extrabold whitespace-nowrap text-gold-300 tabular-nums">{d.discount} off</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-1 items-end">
        <p className="w-full rounded-control bg-ink-800 p-4 text-sm text-fg-muted">
          <span className="font-semibold text-fg">Annual billing: </span>
          {annualSaving}
        </p>
      </div>
    </article>
  );
}
