import { DemoButton } from "@/components/demo-request/demo-button";
import { Container } from "@/components/ui/container";
import { cn } from "@/lib/utils";

// The closing call to action of a page. Both buttons open the demo dialog: the primary one is
// recorded with `cta`, the secondary one with `secondaryCta` (default `${cta}-secondary`).
export function CtaBand({
  title,
  text,
  primary,
  secondary,
  cta,
  secondaryCta = `${cta}-secondary`,
}: {
  title: string;
  text: string;
  /** Label of the gold button. */
  primary: string;
  /** Label of the optional second button. */
  secondary?: string;
  /** Kebab-case name of the page and place, e.g. "roi-tracking-closing". */
  cta: string;
  secondaryCta?: string;
}) {
  return (
    <section className="py-16">
      <Container>
        <div
          className={cn(
            "relative isolate overflow-hidden rounded-panel border border-brand-400/30",
            "bg-gradient-to-br from-ink-850 to-ink-900 px-6 py-12 text-center shadow-glow sm:p-14",
          )}
        >
          <div aria-hidden="true" className="absolute -bottom-28 left-1/2 -z-10 h-56 w-2/3 -translate-x-1/2 rounded-full bg-gold-400/10 blur-3xl" />
          <h2 className="mx-auto max-w-3xl text-h2 font-bold text-balance">{title}</h2>
          <p className="mx-auto mt-4 max-w-2xl text-lead text-pretty text-fg-muted">{text}</p>
          <div className="mt-9 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <DemoButton cta={cta} variant="gold" size="lg">
              {primary}
            </DemoButton>
            {secondary && (
              <DemoButton cta={secondaryCta} variant="secondary" size="lg">
                {secondary}
              </DemoButton>
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}
