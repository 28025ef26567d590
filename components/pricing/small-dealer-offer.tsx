import { Check, ShieldCheck, Tag } from "lucide-react";
import { DemoButton } from "@/components/demo-request/demo-button";
import type { SmallDealerPlan } from "@/content/pricing";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { cn } from "@/lib/utils";

// The introductory plan for independent and used-car dealers.
export function SmallDealerOffer({ plan, locale }: { plan: SmallDealerPlan; locale: Locale }) {
  const t = translator(locale, "pricing");
  return (
    <article
      aria-labelledby="small-dealer-title"
      className="relative flex h-full flex-col overflow-hidden rounded-panel border border-gold-400/40 bg-gradient-to-br from-ink-850 to-ink-900 p-7 sm:p-9"
    >
      <div aria-hidden="true" className="absolute top-0 right-0 size-56 -translate-y-1/2 rounded-full bg-gold-400/10 blur-3xl" />
      <p
        className={cn(
          "inline-flex w-fit items-center gap-1.5 rounded-full bg-gold-400/15 px-3 py-1 text-xs",
          "font-semibold text-gold-300 ring-1 ring-gold-400/40 ring-inset",
        )}
      >
        <Tag className="size-3.5" aria-hidden="true" />
        {plan.introOffer}
      </p>
      <div className="mt-5 flex flex-wrap items-end justify-between gap-4">
        <h3 id="small-dealer-title" className="text-h3 font-bold">
          {plan.name}
        </h3>
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-extrabold tabular-nums">{plan.price}</span>
          <span className="text-fg-muted">{plan.period}</span>
        </p>
      </div>
      <p className="mt-4 leading-relaxed text-fg-muted">{plan.description}</p>
      <ul className="mt-6 grid flex-1 content-start gap-3">
        {plan.features.map((f) => (
          <li key={f} className="flex gap-3 text-sm leading-relaxed">
            <Check className="mt-0.5 size-4 shrink-0 text-success-400" aria-hidden="true" />
            {f}
          </li>
        ))}
      </ul>
      <p className="mt-6 flex gap-3 rounded-control bg-success-400/10 p-4 text-sm leading-relaxed text-fg ring-1 ring-success-400/25 ring-inset">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-success-400" aria-hidden="true" />
        {plan.guarantee}
      </p>
      <p className="mt-4 text-sm text-fg-muted">
        <span className="font-semibold text-fg">{t("card.idealFor")} </span>
        {plan.idealFor}
      </p>
      <DemoButton cta="pricing-small-dealer" variant="gold" size="lg" className="mt-7 w-full sm:w-fit">
        {plan.cta}
      </DemoButton>
    </article>
  );
}
