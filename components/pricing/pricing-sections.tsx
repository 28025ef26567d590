import Link from "next/link";
import { ArrowRight, Check } from "lucide-react";
import { Container } from "@/components/ui/container";
import type { PricingSection, PricingSectionId } from "@/content/pricing";
import { anchorIn } from "@/lib/fragments";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { localePath } from "@/lib/routes";
import { cn } from "@/lib/utils";

// Where each section points for more detail (labels: the "sections.more" messages).
const moreLinks: Record<PricingSectionId, string> = {
  analytics: "/platform/ai-analytics",
  platform: "/platform/dashboards",
  features: "/platform/roi-tracking",
  integrations: "/platform/integrations",
};

// "Starter: up to 5 channels" -> a bold "Starter:" then the rest.
function Point({ text }: { text: string }) {
  const split = text.indexOf(": ");
  if (split < 0 || split > 40) return <>{text}</>;
  return (
    <>
      <strong className="font-semibold text-fg">{text.slice(0, split + 1)}</strong> {text.slice(split + 2)}
    </>
  );
}

// The four anchored sections (/pricing#analytics, #platform, #features, #integrations; French ids on /fr/tarifs).
export function PricingSections({ sections, locale }: { sections: readonly PricingSection[]; locale: Locale }) {
  const t = translator(locale, "pricing");
  return (
    <div className="border-y border-ink-700 bg-ink-900/40">
      {sections.map((s, i) => {
        const titleId = `${s.id}-title`;
        return (
          <section key={s.id} id={anchorIn(locale, s.id)} aria-labelledby={titleId} className={cn("py-16 sm:py-20", i > 0 && "border-t border-ink-700")}>
            <Container className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
              <div className={cn("min-w-0", i % 2 === 1 && "lg:order-2")}>
                <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">{t(`sections.eyebrows.${s.id}`)}</p>
                <h2 id={titleId} className="mt-3 text-h2 font-bold text-balance">
                  {s.title}
                </h2>
                <p className="mt-5 text-lead text-pretty text-fg-muted">{s.text}</p>
                <Link
                  href={localePath(moreLinks[s.id], locale)}
                  className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-300 hover:text-brand-200"
                >
                  {t(`sections.more.${s.id}`)}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </div>
              <ul className="min-w-0 space-y-4 rounded-card border border-ink-700 bg-ink-900/80 p-6 sm:p-8">
                {s.points.map((p) => (
                  <li key={p} className="flex gap-3 leading-relaxed text-fg-muted">
                    <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-success-400/15">
                      <Check className="size-4 text-success-400" aria-hidden="true" />
                    </span>
                    <span className="min-w-0">
                      <Point text={p} />
                    </span>
                  </li>
                ))}
              </ul>
            </Container>
          </section>
        );
      })}
    </div>
  );
}
