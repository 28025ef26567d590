import { Building2 } from "lucide-react";
import type { VolumeDiscount } from "@/content/pricing";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";

// Multi-location discounts, largest last, beside the annual-billing saving.
export function VolumeDiscounts({ discounts, annualSaving, locale }: { discounts: readonly VolumeDiscount[]; annualSaving: string; locale: Locale }) {
  const t = translator(locale, "pricing");
  return (
    <article aria-labelledby="volume-discounts-title" className="flex h-full flex-col rounded-panel border border-ink-700 bg-ink-900/80 p-7 sm:p-9">
      <span className="grid size-12 place-items-center rounded-control bg-brand-600/20 ring-1 ring-brand-400/30">
        <Building2 className="size-6 text-brand-300" aria-hidden="true" />
      </span>
      <h3 id="volume-discounts-title" className="mt-5 text-h3 font-bold">
        {t("volume.title")}
      </h3>
      <p className="mt-3 leading-relaxed text-fg-muted">{t("volume.text")}</p>
      <dl className="mt-6 divide-y divide-ink-700 rounded-card border border-ink-700">
        {discounts.map((d) => (
          <div key={d.label} className="flex items-center justify-between gap-4 px-5 py-4">
            <dt className="text-fg-muted">{d.label}</dt>
            <dd className="text-right text-lg font-extrabold text-balance text-gold-300 tabular-nums sm:text-xl">
              {t("volume.off", { discount: d.discount })}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-1 items-end">
        <p className="w-full rounded-control bg-ink-800 p-4 text-sm text-fg-muted">
          <span className="font-semibold text-fg">{t("volume.annual")} </span>
          {annualSaving}
        </p>
      </div>
    </article>
  );
}
