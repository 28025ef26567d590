import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { cn } from "@/lib/utils";

export type VehicleTab = "New" | "Used" | "Sub";

const tabKeys = { New: "new", Used: "used", Sub: "sub" } as const;

// The New / Used / Sub switch of the AI selection screen, drawn with one tab active.
export function VehicleTabs({ locale, active, counts }: { locale: Locale; active: VehicleTab; counts: Record<VehicleTab, number> }) {
  const t = translator(locale, "training");
  return (
    <span className="inline-flex max-w-full flex-wrap rounded-control bg-ink-800 p-1 ring-1 ring-ink-700">
      {(Object.keys(counts) as VehicleTab[]).map((tab) => (
        <span
          key={tab}
          className={cn(
            "inline-flex items-center gap-1.5 rounded-lg px-3 py-1 text-xs font-semibold",
            tab === active ? "bg-brand-600 text-white" : "text-fg-muted",
          )}
        >
          {t(`screen.tabs.${tabKeys[tab]}`)}
          <span className={cn("rounded-full px-1.5 text-[0.6875rem] tabular-nums", tab === active ? "bg-white/20" : "bg-ink-700")}>{counts[tab]}</span>
        </span>
      ))}
    </span>
  );
}
