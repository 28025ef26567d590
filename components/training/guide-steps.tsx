import { Lightbulb } from "lucide-react";
import type { TrainingStep } from "@/content/training";
import { anchorIn } from "@/lib/fragments";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { cn } from "@/lib/utils";
import { StepIllustration } from "./step-illustration";

function StepNumber({ n, className }: { n: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("grid shrink-0 place-items-center rounded-full bg-gradient-to-br from-gold-300 to-gold-400 font-extrabold text-ink-950", className)}
    >
      {n}
    </span>
  );
}

// The guide itself: a jump list of the steps, then each step with its tips and a sample screen.
export function GuideSteps({ steps, locale }: { steps: readonly TrainingStep[]; locale: Locale }) {
  const t = translator(locale, "training");
  return (
    <>
      <nav aria-label={t("steps.nav")}>
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {steps.map((step) => (
            <li key={step.number} className="min-w-0">
              <a
                href={`#${anchorIn(locale, `step-${step.number}`)}`}
                className={cn(
                  "flex h-full items-center gap-4 rounded-card border border-ink-700 bg-ink-900/80 p-4",
                  "font-semibold transition-colors hover:border-brand-400/50 hover:text-brand-200",
                )}
              >
                <StepNumber n={step.number} className="size-9 text-sm" />
                <span className="min-w-0">
                  <span className="sr-only">{t("steps.jump", { number: step.number })} </span>
                  {step.title}
                </span>
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <ol aria-label={t("steps.list")} className="mt-20 space-y-20 sm:mt-24 sm:space-y-28">
        {steps.map((step, i) => (
          <li key={step.number} id={anchorIn(locale, `step-${step.number}`)} className="grid gap-8 lg:grid-cols-2 lg:items-center lg:gap-14">
            <div className={cn("min-w-0", i % 2 === 1 && "lg:order-last")}>
              <div className="flex items-center gap-4">
                <StepNumber n={step.number} className="size-12 text-lg shadow-gold" />
                <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">
                  {t("steps.position", { number: step.number, total: steps.length })}
                </p>
              </div>
              <h3 className="mt-5 text-h3 font-semibold text-balance sm:text-h2">{step.title}</h3>
              <p className="mt-4 text-lead text-pretty text-fg-muted">{step.text}</p>
              <div className="mt-7 rounded-card border border-ink-700 bg-ink-900/80 p-5">
                <p className="flex items-center gap-2 text-sm font-semibold text-gold-300">
                  <Lightbulb className="size-4.5" aria-hidden="true" />
                  {t("steps.tips")}
                </p>
                <ul className="mt-3 space-y-2.5">
                  {step.tips.map((tip) => (
                    <li key={tip} className="flex gap-3 text-[0.9375rem] leading-relaxed text-fg-muted">
                      <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-400" aria-hidden="true" />
                      {tip}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
            <StepIllustration name={step.illustration} locale={locale} />
          </li>
        ))}
      </ol>
    </>
  );
}
