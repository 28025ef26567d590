import { CircleCheck, RefreshCw } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { IntegrationStatus, SyncCadence } from "@/content/platform";
import { contentIn } from "@/lib/i18n/content";
import { languageTag, type Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";

const cadenceOrder: SyncCadence[] = ["Real-time", "Every 15 min", "Hourly", "Daily"];

// A mock connection-health panel: every connection and how often it syncs (illustrative).
// The `status` and `sync` values are identifiers: shown as they are in English, through the
// French module's label maps in French.
export function IntegrationStatusList({ items, locale }: { items: readonly IntegrationStatus[]; locale: Locale }) {
  const t = translator(locale, "platform");
  const content = contentIn(locale, "platform");
  const statusLabel = (status: IntegrationStatus["status"]) => ("statusLabels" in content ? content.statusLabels[status] : status);
  const syncLabel = (sync: SyncCadence) => ("syncLabels" in content ? content.syncLabels[sync] : sync);
  const cadences = cadenceOrder.filter((c) => items.some((i) => i.sync === c)).map(syncLabel);
  return (
    <figure className="mx-auto max-w-4xl rounded-panel border border-ink-600 bg-ink-900/90 p-5 shadow-glow sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-lg font-semibold">{t("connections.title")}</p>
          <p className="flex items-center gap-2 text-sm text-success-400">
            <span className="size-2 shrink-0 rounded-full bg-success-400 motion-safe:animate-pulse-soft" aria-hidden="true" />
            {t("connections.connected", { connected: items.length, total: items.length })}
          </p>
        </div>
        <Badge variant="gold">{t("connections.badge")}</Badge>
      </div>

      <div aria-hidden="true" className="mt-6 hidden grid-cols-12 gap-4 px-4 text-xs font-semibold tracking-wide text-fg-subtle uppercase sm:grid">
        <span className="col-span-6">{t("connections.integration")}</span>
        <span className="col-span-3">{t("connections.status")}</span>
        <span className="col-span-3 min-w-0 break-words">{t("connections.sync")}</span>
      </div>
      <ul aria-label={t("connections.label")} className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item.name} className="grid grid-cols-2 items-center gap-x-4 gap-y-3 rounded-control bg-ink-800 px-4 py-3 sm:grid-cols-12">
            <div className="col-span-2 min-w-0 sm:col-span-6">
              <p className="font-semibold">{item.name}</p>
              <p className="text-sm text-fg-subtle">{item.category}</p>
            </div>
            <p className="min-w-0 sm:col-span-3">
              <span className="inline-flex items-center gap-1.5 rounded-full bg-success-400/10 px-2.5 py-1 text-sm font-semibold text-success-400">
                <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
                {statusLabel(item.status)}
              </span>
            </p>
            <p className="flex min-w-0 items-center gap-1.5 text-sm text-fg-muted sm:col-span-3">
              <RefreshCw className="size-4 shrink-0 text-brand-300" aria-hidden="true" />
              <span className="sr-only">{t("connections.syncs")} </span>
              {syncLabel(item.sync)}
            </p>
          </li>
        ))}
      </ul>
      <figcaption className="mt-5 text-sm text-fg-subtle">
        {t("connections.caption", { cadences: cadences.join(", ").toLocaleLowerCase(languageTag[locale]) })}
      </figcaption>
    </figure>
  );
}
