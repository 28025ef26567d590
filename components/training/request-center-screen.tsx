import { ChartColumn, FileText, LayoutDashboard, Megaphone, MousePointer2, Plus, Warehouse } from "lucide-react";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { cn } from "@/lib/utils";
import { MockButton, SampleScreen, ScreenFrame } from "./sample-screen";

// The drawn app menu (a picture of the product, not site navigation), by message key.
const menu = [
  { key: "dashboard", icon: LayoutDashboard },
  { key: "attribution", icon: ChartColumn },
  { key: "inventory", icon: Warehouse },
  { key: "requestCenter", icon: Megaphone },
  { key: "reports", icon: FileText },
] as const;
const TARGET = "requestCenter";

// Step 1: the main menu with Marketing Request Center highlighted.
export function RequestCenterScreen({ locale }: { locale: Locale }) {
  const t = translator(locale, "training");
  const { sampleDealerships, sampleRequests } = contentIn(locale, "training");
  const pending = sampleRequests.filter((r) => r.status === "Pending").length;
  return (
    <SampleScreen locale={locale} caption={t("screen.requestCenter.caption")}>
      <ScreenFrame locale={locale} title="app.torqueanalytics.ca">
        <div className="grid gap-4 sm:grid-cols-[11rem_1fr]">
          <ul className="space-y-1 rounded-control bg-ink-850 p-2">
            {menu.map(({ key, icon: MenuIcon }) => (
              <li
                key={key}
                className={cn(
                  "relative flex items-center gap-2.5 rounded-lg px-2.5 py-2 text-xs font-medium",
                  key === TARGET ? "bg-brand-600/25 text-brand-200 ring-1 ring-brand-400/50" : "text-fg-subtle",
                )}
              >
                <MenuIcon className="size-4 shrink-0" />
                <span className="min-w-0">{t(`screen.requestCenter.${key}`)}</span>
                {key === TARGET && <MousePointer2 className="absolute -right-1 -bottom-2.5 size-5 fill-fg text-ink-950" strokeWidth={1.5} />}
              </li>
            ))}
          </ul>
          <div className="min-w-0 rounded-control bg-ink-850 p-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <span className="text-sm font-semibold text-fg">{t(`screen.requestCenter.${TARGET}`)}</span>
              <MockButton active>
                <Plus className="size-3.5" strokeWidth={3} />
                {t("screen.requestCenter.newRequest")}
              </MockButton>
            </div>
            <div className="mt-4 grid grid-cols-2 gap-2.5">
              {[
                { label: t("screen.requestCenter.openRequests"), value: pending },
                { label: t("screen.requestCenter.dealerships"), value: sampleDealerships.length },
              ].map((tile) => (
                <span key={tile.label} className="min-w-0 rounded-lg bg-ink-900 p-3 ring-1 ring-ink-700">
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
