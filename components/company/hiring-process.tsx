import { Timer } from "lucide-react";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { cn } from "@/lib/utils";

export function HiringProcess({ locale }: { locale: Locale }) {
  const t = translator(locale, "careers");
  const { hiringProcess } = contentIn(locale, "careers");
  return (
    <section aria-label={t("hiring.label")} className="border-t border-ink-700 bg-ink-900/40 py-section">
      <Container>
        <SectionHeading eyebrow={t("hiring.eyebrow")} title={t("hiring.title", { count: hiringProcess.length })} subtitle={t("hiring.subtitle")} />
        <ol className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {hiringProcess.map((step) => (
            <li key={step.step} className="relative flex h-full min-w-0 flex-col rounded-card border border-ink-700 bg-ink-900/80 p-6">
              <span
                aria-hidden="true"
                className={cn(
                  "grid size-11 place-items-center rounded-full bg-gradient-to-br from-gold-300 to-gold-400",
                  "text-lg font-extrabold text-ink-950 shadow-gold",
                )}
              >
                {step.step}
              </span>
              <h3 className="mt-5 text-lg font-semibold">
                <span className="sr-only">{t("hiring.step", { step: step.step })} </span>
                {step.title}
              </h3>
              <p className="mt-1.5 inline-flex items-center gap-1.5 text-sm font-medium text-brand-300">
                <Timer className="size-4" aria-hidden="true" />
                {step.duration}
              </p>
              <p className="mt-3 text-[0.9375rem] leading-relaxed text-fg-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
