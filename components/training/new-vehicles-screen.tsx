import { Sparkles } from "lucide-react";
import { sampleDealerships, sampleNewVehicles, sampleSubprimeVehicles, sampleUsedVehicles } from "@/content/training";
import { SampleScreen, ScreenFrame } from "./sample-screen";
import { VehicleRow } from "./vehicle-row";
import { VehicleTabs } from "./vehicle-tabs";

export const vehicleCounts = {
  New: sampleNewVehicles.length,
  Used: sampleUsedVehicles.length,
  Sub: sampleSubprimeVehicles.length,
};

// Step 4: the AI's top five new vehicles, each with both ad slots filled.
export function NewVehiclesScreen() {
  const scores = sampleNewVehicles.map((v) => v.aiScore);
  const names = sampleNewVehicles.map((v) => `${v.year} ${v.make} ${v.model}`).join(", ");
  return (
    <SampleScreen
      caption={`the AI's top ${sampleNewVehicles.length} new vehicles for ${sampleDealerships[0].name}, ranked by AI score from ${Math.max(...scores)} to ${Math.min(...scores)} out of 100: ${names}. Each shows stock number, condition, kilometres, price and weekly payment, with its two ad slots (Slot 1 and Slot 2) filled.`}
    >
      <ScreenFrame title={`AI Vehicle Selection · ${sampleDealerships[0].name}`}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <VehicleTabs active="New" counts={vehicleCounts} />
          <span className="inline-flex items-center gap-1.5 text-xs font-semibold text-gold-300">
            <Sparkles className="size-3.5" />
            Top {sampleNewVehicles.length} · 2 slots each
          </span>
        </div>
        <ul className="mt-4 space-y-2">
          {sampleNewVehicles.map((v) => (
            <VehicleRow key={v.stock} vehicle={v} selected />
          ))}
        </ul>
      </ScreenFrame>
    </SampleScreen>
  );
}
