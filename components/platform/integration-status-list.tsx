import { CircleCheck, RefreshCw } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { IntegrationStatus, SyncCadence } from "@/content/platform";

const cadenceOrder: SyncCadence[] = ["Real-time", "Every 15 min", "Hourly", "Daily"];

// A mock connection-health panel: every connection and how often it syncs (illustrative).
export function IntegrationStatusList({ items }: { items: readonly IntegrationStatus[] }) {
  const cadences = cadenceOrder.filter((c) => items.some((i) => i.sync === c));
  return (
    <figure className="mx-auto max-w-4xl rounded-panel border border-ink-600 bg-ink-900/90 p-5 shadow-glow sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-lg font-semibold">Connection Health</p>
          <p className="flex items-center gap-2 text-sm text-success-400">
            <span className="size-2 rounded-full bg-success-400 motion-safe:animate-pulse-soft" aria-hidden="true" />
            {items.length} of {items.length} integrations connected
          </p>
        </div>
        <Badge variant="gold">Illustrative</Badge>
      </div>

      <div
        aria-hidden="true"
        className="mt-6 hidden grid-cols-12 gap-4 px-4 text-xs font-semibold tracking-wide text-fg-subtle uppercase sm:grid"
      >
        <span className="col-span-6">Integration</span>
        <span className="col-span-3">Status</span>
        <span className="col-span-3">Sync</span>
      </div>
      <ul aria-label="Connection status" className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item.name} className="grid grid-cols-2 items-center gap-x-4 gap-y-3 rounded-control bg-ink-800 px-4 py-3 sm:grid-cols-12">
            <div className="col-span-2 min-w-0 sm:col-span-6">
              <p className="font-semibold">{item.name}</p>
              <p className="text-sm text-fg-subtle">{item.category}</p>
            </div>
            <p className="sm:col-span-3">
              <span className="inline-flex items-center gap-1.5 rounded-full bg-success-400/10 px-2.5 py-1 text-sm font-semibold text-success-400">
                <CircleCheck className="size-4" aria-hidden="true" />
                {item.status}
              </span>
            </p>
            <p className="flex items-center gap-1.5 text-sm text-fg-muted sm:col-span-3">
              <RefreshCw className="size-4 shrink-0 text-brand-300" aria-hidden="true" />
              <span className="sr-only">Syncs </span>
              {item.sync}
            </p>
          </li>
        ))}
      </ul>
      <figcaption className="mt-5 text-sm text-fg-subtle">
        Sync cadence depends on the source: {cadences.join(", ").toLowerCase()}. Illustrative connections for a single rooftop.
      </figcaption>
    </figure>
  );
}
