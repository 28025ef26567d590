import { CalendarDays } from "lucide-react";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { cn } from "@/lib/utils";
import { trainingLabels } from "./labels";
import { SampleScreen, ScreenFrame } from "./sample-screen";
import { formatSampleDate } from "./sample-format";

// "Facebook Messenger Request: Spring New-Vehicle Push" -> "Spring New-Vehicle Push" (in French,
// "Demande Facebook Messenger : inventaire de fin de mois" -> "Inventaire de fin de mois").
function shortTitle(title: string): string {
  const rest = title.replace(/^.*?\s?:\s+/u, "");
  return rest.charAt(0).toLocaleUpperCase() + rest.slice(1);
}

// Step 6: the request list, newest first, with the just-submitted request on top.
export function RequestListScreen({ locale }: { locale: Locale }) {
  const t = translator(locale, "training");
  const labels = trainingLabels(locale);
  const { sampleRequests } = contentIn(locale, "training");
  return (
    <SampleScreen
      locale={locale}
      caption={t("screen.requestList.caption", { count: sampleRequests.length, priority: labels.priority("Medium"), status: labels.status("Pending") })}
    >
      <ScreenFrame locale={locale} title={t("screen.requestList.title")}>
        <div className="flex items-center justify-between gap-3">
          <span className="text-sm font-semibold text-fg">{t("screen.requestList.heading")}</span>
          <span className="text-xs text-fg-subtle">{t("screen.requestList.count", { count: sampleRequests.length })}</span>
        </div>
        <ul className="mt-3 space-y-2">
          {sampleRequests.map((r, i) => (
            <li
              key={r.title}
              className={cn(
                "flex flex-wrap items-center gap-x-4 gap-y-2 rounded-control p-3 ring-1",
                i === 0 ? "bg-ink-800 ring-gold-400/50" : "bg-ink-850 ring-ink-700",
              )}
            >
              <span className="min-w-0 flex-1 basis-56">
                <span className="block text-sm font-semibold text-fg">{shortTitle(r.title)}</span>
                <span className="block text-xs text-fg-subtle">
                  {r.dealership} · {labels.scope(r.scope)}
                </span>
              </span>
              <span className="flex flex-wrap items-center gap-2 text-xs">
                <span className="rounded-full bg-warning-400/15 px-2 py-0.5 font-semibold text-warning-400 ring-1 ring-warning-400/40">
                  {labels.priority(r.priority)}
                </span>
                <span className="rounded-full bg-brand-600/20 px-2 py-0.5 font-semibold text-brand-200 ring-1 ring-brand-400/40">
                  {labels.status(r.status)}
                </span>
                <span className="inline-flex items-center gap-1 text-fg-muted tabular-nums">
                  <CalendarDays className="size-3.5 shrink-0" />
                  {formatSampleDate(r.date, locale)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </ScreenFrame>
    </SampleScreen>
  );
}
