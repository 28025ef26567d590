import { ChartColumn, FileText, LayoutDashboard, Megaphone, MousePointer2, Plus, Warehouse } from "lucide-react";
import { sampleDealerships, sampleRequests } from "@/content/training";
import { cn } from "@/lib/utils";
import { MockButton, SampleScreen, ScreenFrame } from "./sample-screen";

// Labels of the drawn app menu (a picture of the product, not site navigation).
const menu = [
  { label: "Dashboard", icon: LayoutDashboard },
  { label: "Attribution", icon: ChartColumn },
  { label: "Inventory", icon: Warehouse },
  { label: "Marketing Request Center", icon: Megaphone },
  { label: "Reports", icon: FileText },
];
const TARGET = "Marketing Request Center";

// Step 1: the main menu with Marketing Request Center highlighted.
export function RequestCenterScreen() {
  const pending = sampleRequests.filter((r) => r.status === "Pending").length;
  return (
    <SampleScreen caption="the Torque Analytics main menu with Marketing Request Center highlighted, next to the request center's overview of open requests.">
      <ScreenFrame title="app.torqueanalytics.ca">
        <div className="grid gap-4 sm:grid-cols-[11rem_1fr]">
          <ul className="space-y-1 rounded-control bg-ink-850 p-2">
            {menu.map(({ label, icon: MenuIcon }) => (
              <li
                key={label}
                className={cn(
                  "relative flex items-center gap-2.5 rounded-lg px-2.5 py-2 text-xs font-medium",
                  label === TARGET ? "bg-brand-600/25 text-brand-200 ring-1 ring-brand-400/50" : "text-fg-subtle",
                )}
              >
                <MenuIcon className="size-4 shrink-0" />
                {label}
                {label === TARGET && (
                  <MousePointer2 className="absolute -right-1 -bottom-2.5 size-5 fill-fg text-ink-950" strokeWidth={1.5} />
                )}
              </li>
            ))}
          </ul>
          <div className="min-w-0 rounded-control bg-ink-850 p-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <span className="text-sm font-semibold text-fg">{TARGET}</span>
              <MockButton active>
                <Plus className="size-3.5" strokeWidth={3} />
                New Request
              </MockButton>
            </div>
            <div className="mt-4 grid grid-cols-2 gap-2.5">
              {[
                { label: "Open requests", value: pending },
                { label: "Dealerships", value: sampleDealerships.length },
              ].map((tile) => (
                <span key={tile.label} className="rounded-lg bg-ink-900 p-3 ring-1 ring-ink-700">
                  <span className="block text-xl font-bold text-fg tabular-nums">{tile.value}</span>
                  <span className="block text-xs text-fg-subtle">{tile.label}</span>
                </span>
              ))}
            </div>
            <span className="mt-4 block space-y-2">
              <span className="block h-2 w-4/5 rounded-full bg-ink-700" />
              <span className="block h-2 w-3/5 rounded-full bg-ink-700" />
              <span className="block h-2 w-2/3 rounded-full bg-ink-700" />
            </span>
          </div>
        </div>
      </ScreenFrame>
    </SampleScreen>
  );
}
