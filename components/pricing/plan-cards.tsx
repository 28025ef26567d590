import { Check, Minus, Star } from "lucide-react";
import { DemoButton } from "@/components/demo-request/demo-button";
import type { Plan } from "@/content/pricing";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { cn } from "@/lib/utils";

// The three plans side by side; the popular one is raised, ringed in gold and flagged "Most Popular".
export function PlanCards({ plans, locale }: { plans: readonly Plan[]; locale: Locale }) {
  return (
    <ul className="grid items-stretch gap-8 lg:grid-cols-3 lg:gap-6">
      {plans.map((plan) => (
        <li key={plan.id} className="min-w-0">
          <PlanCard plan={plan} locale={locale} />
        </li>
      ))}
    </ul>
  );
}

function PlanCard({ plan, locale }: { plan: Plan; locale: Locale }) {
  const t = translator(locale, "pricing");
  const titleId = `plan-${plan.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "relative flex h-full flex-col rounded-panel border p-7 sm:p-8",
        plan.popular ? "border-gold-400/60 bg-gradient-to-b from-ink-800 to-ink-900 shadow-gold lg:-my-5 lg:py-12" : "border-ink-700 bg-ink-900/80",
      )}
    >
      {plan.popular && (
        <p
          className={cn(
            "absolute -top-4 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full",
            "bg-gradient-to-r from-gold-300 to-gold-400 px-4 py-1.5 text-xs font-bold tracking-wide",
            "whitespace-nowrap text-ink-950 uppercase shadow-gold",
          )}
        >
          <Star className="size-3.5 fill-current" aria-hidden="true" />
          {t("card.mostPopular")}
        </p>
      )}
      <h3 id={titleId} className={cn("text-h3 font-bold", plan.popular && "text-gold-200")}>
        {plan.name}
      </h3>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-5xl font-extrabold tracking-tight tabular-nums">{plan.price}</span>
        {plan.period && <span className="text-fg-muted">{plan.period}</span>}
      </p>
      <p className="mt-1 text-sm text-fg-subtle">{plan.period ? t("card.billedMonthly") : t("card.tailored")}</p>
      <p className="mt-5 leading-relaxed text-fg-muted">{plan.description}</p>

      <DemoButton cta={`pricing-${plan.id}`} variant={plan.popular ? "gold" : "secondary"} size="lg" className="mt-7 w-full">
        {plan.cta}
      </DemoButton>

      <div className="mt-8 flex-1 border-t border-ink-700 pt-6">
        <h4 className="text-sm font-semibold tracking-widest text-fg-subtle uppercase">{t("card.included")}</h4>
        <ul className="mt-4 space-y-3">
          {plan.features.map((f) => (
            <li key={f} className="flex gap-3 text-sm leading-relaxed">
              <Check className="mt-0.5 size-4 shrink-0 text-success-400" aria-hidden="true" />
              {f}
            </li>
          ))}
        </ul>
        {plan.limitations.length > 0 && (
          <>
            <h4 className="mt-6 text-sm font-semibold tracking-widest text-fg-subtle uppercase">{t("card.limitations")}</h4>
            <ul className="mt-4 space-y-3">
              {plan.limitations.map((l) => (
                <li key={l} className="flex gap-3 text-sm leading-relaxed text-fg-subtle">
                  <Minus className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {l}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

      <p className="mt-8 rounded-control bg-ink-800 p-4 text-sm text-fg-muted">
        <span className="font-semibold text-fg">{t("card.idealFor")} </span>
        {plan.idealFor}
      </p>
    </article>
  );
}
