import { Check } from "lucide-react";
import type { SampleVehicle } from "@/content/training";
import { formatMoney } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { cn } from "@/lib/utils";
import { trainingLabels } from "./labels";
import { MockButton } from "./sample-screen";
import { formatKm, vehicleName } from "./sample-format";

function scoreTone(score: number): string {
  if (score >= 90) return "text-success-400";
  if (score >= 85) return "text-brand-300";
  return "text-gold-300";
}

// One vehicle in a sample AI selection: the facts the ad uses, its AI score and its two ad slots.
export function VehicleRow({ locale, vehicle, selected }: { locale: Locale; vehicle: SampleVehicle; selected: boolean }) {
  const t = translator(locale, "training");
  const labels = trainingLabels(locale);
  const { stock, condition, km, aiScore, price, weekly } = vehicle;
  return (
    <li
      data-vehicle={stock}
      className={cn(
        "flex flex-wrap items-center gap-x-3 gap-y-2.5 rounded-control p-3 ring-1",
        selected ? "bg-ink-800 ring-brand-400/40" : "bg-ink-850 ring-ink-700",
      )}
    >
      <span className="grid w-12 shrink-0 place-items-center rounded-lg bg-ink-900 py-1.5 ring-1 ring-ink-700">
        <span className={cn("text-base leading-none font-bold tabular-nums", scoreTone(aiScore))}>{aiScore}</span>
        <span className="mt-0.5 text-[0.625rem] leading-none text-fg-subtle">{t("screen.vehicle.outOf")}</span>
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-fg">{vehicleName(vehicle, locale)}</span>
        <span className="mt-0.5 block text-xs text-fg-subtle">
          {t("screen.vehicle.stock", { stock })} · {labels.condition(condition)} · <span className="whitespace-nowrap">{formatKm(km, locale)}</span>
        </span>
      </span>
      <span className="text-right">
        <span className="block text-sm font-bold tabular-nums text-fg">{formatMoney(locale, price)}</span>
        <span className="block text-xs text-fg-muted tabular-nums">{t("screen.vehicle.weekly", { amount: formatMoney(locale, weekly) })}</span>
      </span>
      <span className="flex basis-full justify-end gap-1.5 sm:basis-auto">
        {([1, 2] as const).map((slot) => (
          <MockButton key={slot} active={selected}>
            {selected && <Check className="size-3" strokeWidth={3} />}
            {t("screen.vehicle.slot", { number: slot })}
          </MockButton>
        ))}
      </span>
    </li>
  );
}
