import { Building2, CircleCheck, Search } from "lucide-react";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { cn } from "@/lib/utils";
import { SampleScreen, ScreenFrame } from "./sample-screen";

// Step 3: the dealership picker, with the first sample rooftop chosen.
export function DealershipPickerScreen({ locale }: { locale: Locale }) {
  const t = translator(locale, "training");
  const { sampleDealerships, sampleNewVehicles } = contentIn(locale, "training");
  const [chosen] = sampleDealerships;
  return (
    <SampleScreen locale={locale} caption={t("screen.dealershipPicker.caption", { count: sampleDealerships.length, name: chosen.name })}>
      <ScreenFrame locale={locale} title={t("screen.dealershipPicker.title")}>
        <p className="text-sm font-semibold text-fg">{t("screen.dealershipPicker.heading")}</p>
        <span className="mt-3 flex h-10 items-center gap-2 rounded-control bg-ink-850 px-3 text-xs text-fg-subtle ring-1 ring-ink-600">
          <Search className="size-4 shrink-0" />
          {t("screen.dealershipPicker.search")}
        </span>
        <ul className="mt-3 space-y-2">
          {sampleDealerships.map((d) => {
            const selected = d === chosen;
            return (
              <li
                key={d.name}
                className={cn("flex items-center gap-3 rounded-control p-3 ring-1", selected ? "bg-brand-600/20 ring-brand-400/50" : "bg-ink-850 ring-ink-700")}
              >
                <Building2 className={cn("size-4.5 shrink-0", selected ? "text-brand-300" : "text-fg-subtle")} />
                <span className="min-w-0 flex-1">
                  <span className={cn("block text-sm font-semibold", selected ? "text-brand-200" : "text-fg")}>{d.name}</span>
                  <span className="block text-xs text-fg-subtle">{d.city}</span>
                </span>
                {selected ? (
                  <CircleCheck className="size-5 shrink-0 text-success-400" />
                ) : (
                  <span className="size-4 shrink-0 rounded-full ring-2 ring-ink-600" />
                )}
              </li>
            );
          })}
        </ul>
        <p className="mt-3 flex items-center gap-2 text-xs text-fg-muted">
          <span className="size-2 shrink-0 rounded-full bg-success-400" />
          {t("screen.dealershipPicker.ready", { count: sampleNewVehicles.length })}
        </p>
      </ScreenFrame>
    </SampleScreen>
  );
}
