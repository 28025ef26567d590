import { Sparkles } from "lucide-react";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { vehicleName } from "./sample-format";
import { SampleScreen, ScreenFrame } from "./sample-screen";
import { VehicleRow } from "./vehicle-row";
import { VehicleTabs, type VehicleTab } from "./vehicle-tabs";

// How many vehicles each tab of the AI selection lists.
export function vehicleCounts(locale: Locale): Record<VehicleTab, number> {
  const { sampleNewVehicles, sampleSubprimeVehicles, sampleUsedVehicles } = contentIn(locale, "training");
  return { New: sampleNewVehicles.length, Used: sampleUsedVehicles.length, Sub: sampleSubprimeVehicles.length };
}

// Step 4: the AI's top five new vehicles, each with both ad slots filled.
export function NewVehiclesScreen({ locale }: { locale: Locale }) {
  const t = translator(locale, "training");
  const { sampleDealerships, sampleNewVehicles } = contentIn(locale, "training");
  const scores = sampleNewVehicles.map((v) => v.aiScore);
  const names = sampleNewVehicles.map((v) => vehicleName(v, locale)).join(", ");
  const dealership = sampleDealerships[0].name;
  return (
    <SampleScreen
      locale={locale}
      caption={t("screen.newVehicles.caption", { count: sampleNewVehicles.length, dealership, high: Math.max(...scores), low: Math.min(...scores), names })}
    >
      <ScreenFrame locale={locale} title={t("screen.newVehicles.title", { dealership })}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <VehicleTabs locale={locale} active="New" counts={vehicleCounts(locale)} />
          <span className="inline-flex items-center gap-1.5 text-xs font-semibold text-gold-300">
            <Sparkles className="size-3.5 shrink-0" />
            {t("screen.newVehicles.top", { count: sampleNewVehicles.length })}
          </span>
        </div>
        <ul className="mt-4 space-y-2">
          {sampleNewVehicles.map((v) => (
            <VehicleRow key={v.stock} locale={locale} vehicle={v} selected />
          ))}
        </ul>
      </ScreenFrame>
    </SampleScreen>
  );
}
