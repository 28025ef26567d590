import Link from "next/link";
import { ArrowRight, CircleCheck, ShieldCheck } from "lucide-react";
import { DemoButton } from "@/components/demo-request/demo-button";
import { Badge } from "@/components/ui/badge";
import type { SmallDealerPlan as SmallDealerPlanData } from "@/content/solutions";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { localePath } from "@/lib/routes";
import { cn } from "@/lib/utils";

// The Small Dealer Starter plan: price, introductory offer, what's included and the guarantee.
// `price` and `period` are the plan's figures as the page's language writes them ("147 $", "/mois").
export function SmallDealerPlan({
  plan,
  price,
  period,
  button,
  cta,
  locale,
}: {
  plan: SmallDealerPlanData;
  price: string;
  period: string;
  button: string;
  cta: string;
  locale: Locale;
}) {
  const t = translator(locale, "solutions");
  return (
    <div className="relative mx-auto max-w-3xl">
      <div aria-hidden="true" className="absolute -inset-4 -z-10 rounded-panel bg-gold-400/10 blur-3xl" />
      <article
        aria-labelledby="small-dealer-plan-name"
        className={cn(
          "grid gap-8 rounded-panel border border-gold-400/40 bg-gradient-to-br from-ink-850",
          "to-ink-900 p-6 shadow-gold sm:p-10 md:grid-cols-[1fr_1.15fr] md:gap-10",
        )}
      >
        <div className="min-w-0">
          <Badge variant="gold">{plan.offer}</Badge>
          <h3 id="small-dealer-plan-name" className="mt-5 text-h3 font-semibold">
            {plan.name}
          </h3>
          <p className="mt-3 flex items-baseline gap-1">
            <span className="text-display font-extrabold tabular-nums">{price}</span>
            <span className="text-lg text-fg-muted">{period}</span>
          </p>
          <DemoButton cta={cta} variant="gold" size="lg" className="mt-7 w-full">
            {button}
          </DemoButton>
          <p className="mt-5 flex gap-2.5 text-sm leading-relaxed text-fg-muted">
            <ShieldCheck className="mt-0.5 size-5 shrink-0 text-success-400" aria-hidden="true" />
            {plan.guarantee}
          </p>
          <Link
            href={localePath("/pricing", locale)}
            className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-300 hover:text-brand-200"
          >
            {t("smallDealerPlan.comparePlans")}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <div className="min-w-0 border-t border-ink-700 pt-8 md:border-t-0 md:border-l md:pt-0 md:pl-10">
          <p className="text-sm font-semibold tracking-widest text-fg-subtle uppercase">{t("smallDealerPlan.included")}</p>
          <ul className="mt-5 space-y-3">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-3 leading-relaxed text-fg-muted">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-success-400" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
      </article>
    </div>
  );
}
