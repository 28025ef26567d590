import { sampleSubprimeVehicles, sampleUsedVehicles, type SampleVehicle } from "@/content/training";
import { vehicleCounts } from "./new-vehicles-screen";
import { SampleScreen, ScreenFrame } from "./sample-screen";
import { VehicleRow } from "./vehicle-row";
import { VehicleTabs, type VehicleTab } from "./vehicle-tabs";

// How many of each list the sample dealer has added to the campaign.
const PICKED = { Used: 2, Sub: 1 } as const;

function TabPanel({ tab, vehicles, note }: { tab: Exclude<VehicleTab, "New">; vehicles: readonly SampleVehicle[]; note: string }) {
  return (
    <ScreenFrame title={`AI Vehicle Selection · ${tab === "Used" ? "Used" : "Subprime"}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <VehicleTabs active={tab} counts={vehicleCounts} />
        <span className="text-xs font-semibold text-fg-muted">{note}</span>
      </div>
      <ul className="mt-4 space-y-2">
        {vehicles.map((v, i) => (
          <VehicleRow key={v.stock} vehicle={v} selected={i < PICKED[tab]} />
        ))}
      </ul>
    </ScreenFrame>
  );
}

// Step 5: the Used and Sub tabs, with some pre-owned units added, so the scope becomes "New + Used".
export function UsedSubprimeScreen() {
  return (
    <SampleScreen
      caption={`the Used tab (${sampleUsedVehicles.length} AI-suggested used vehicles, ${PICKED.Used} added) and the Sub tab (${sampleSubprimeVehicles.length} subprime-friendly vehicles with lower weekly payments, ${PICKED.Sub} added); with pre-owned units added, the request scope reads New + Used.`}
    >
      <TabPanel tab="Used" vehicles={sampleUsedVehicles} note={`${PICKED.Used} of ${sampleUsedVehicles.length} added`} />
      <TabPanel tab="Sub" vehicles={sampleSubprimeVehicles} note="Scope: New + Used" />
    </SampleScreen>
  );
}
