import { CircleDollarSign, Sparkles } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { AiSampleInsight } from "@/content/platform";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { cn } from "@/lib/utils";

// Example AI insight cards, as they would arrive in a dealer's morning briefing (illustrative).
export function SampleInsights({ items, locale }: { items: readonly AiSampleInsight[]; locale: Locale }) {
  const t = translator(locale, "platform");
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="min-w-0">
          <article className="flex h-full flex-col rounded-card border border-ink-600 bg-gradient-to-b from-ink-850 to-ink-900 p-6 shadow-glow">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <span className="inline-flex items-center gap-2 text-xs font-semibold tracking-widest text-brand-300 uppercase">
                <Sparkles className="size-4 shrink-0" aria-hidden="true" />
                {t("sampleInsights.badge")}
              </span>
              <Badge variant="secondary">{t("sampleInsights.example")}</Badge>
            </div>
            <h3 className="mt-4 text-lg leading-snug font-semibold text-balance">{item.title}</h3>
            <p className="mt-3 flex-1 text-sm leading-relaxed text-fg-muted">{item.detail}</p>
            <p
              className={cn(
                "mt-5 flex items-start gap-2 rounded-control bg-gold-400/10 p-3 text-sm font-semibold",
                "text-gold-300 ring-1 ring-gold-400/30 ring-inset",
              )}
            >
              <CircleDollarSign className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {item.impact}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
