import type { SampleVehicle } from "@/content/training";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { trainingLabels } from "./labels";
import { vehicleCounts } from "./new-vehicles-screen";
import { SampleScreen, ScreenFrame } from "./sample-screen";
import { VehicleRow } from "./vehicle-row";
import { VehicleTabs, type VehicleTab } from "./vehicle-tabs";

// How many of each list the sample dealer has added to the campaign.
const PICKED = { Used: 2, Sub: 1 } as const;

function TabPanel({ locale, tab, vehicles, note }: { locale: Locale; tab: Exclude<VehicleTab, "New">; vehicles: readonly SampleVehicle[]; note: string }) {
  const t = translator(locale, "training");
  return (
    <ScreenFrame locale={locale} title={t(tab === "Used" ? "screen.usedSubprime.usedTitle" : "screen.usedSubprime.subprimeTitle")}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <VehicleTabs locale={locale} active={tab} counts={vehicleCounts(locale)} />
        <span className="text-xs font-semibold text-fg-muted">{note}</span>
      </div>
      <ul className="mt-4 space-y-2">
        {vehicles.map((v, i) => (
          <VehicleRow key={v.stock} locale={locale} vehicle={v} selected={i < PICKED[tab]} />
        ))}
      </ul>
    </ScreenFrame>
  );
}

// Step 5: the Used and Sub tabs, with some pre-owned units added, so the scope becomes "New + Used".
export function UsedSubprimeScreen({ locale }: { locale: Locale }) {
  const t = translator(locale, "training");
  const { sampleSubprimeVehicles, sampleUsedVehicles } = contentIn(locale, "training");
  const scope = trainingLabels(locale).scope("New + Used");
  return (
    <SampleScreen
      locale={locale}
      caption={t("screen.usedSubprime.caption", {
        used: sampleUsedVehicles.length,
        usedPicked: PICKED.Used,
        subprime: sampleSubprimeVehicles.length,
        subprimePicked: PICKED.Sub,
        scope,
      })}
    >
      <TabPanel
        locale={locale}
        tab="Used"
        vehicles={sampleUsedVehicles}
        note={t("screen.usedSubprime.added", { picked: PICKED.Used, total: sampleUsedVehicles.length })}
      />
      <TabPanel locale={locale} tab="Sub" vehicles={sampleSubprimeVehicles} note={t("screen.usedSubprime.scope", { scope })} />
    </SampleScreen>
  );
}
