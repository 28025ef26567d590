import { BadgeCheck } from "lucide-react";
import { DemoButton } from "@/components/demo-request/demo-button";
import { Container } from "@/components/ui/container";
import type { PartnerProgram as PartnerProgramData } from "@/content/solutions";
import { cn } from "@/lib/utils";

// Figures such as "15-25%", "40%" or "20+" stand out in gold within a perk; in French "15 à 25 %",
// "40 %" (a no-break space before "%") or "Plus de 20".
const FIGURE = /(\d+(?:-\d+)?%|\d+\+|\d+(?: à \d+)?\u00a0%|[Pp]lus de \d+)/;

function Perk({ text }: { text: string }) {
  return (
    <>
      {text.split(FIGURE).map((part, i) =>
        i % 2 === 1 ? (
          <strong key={i} className="font-bold text-gold-300">
            {part}
          </strong>
        ) : (
          part
        ),
      )}
    </>
  );
}

// The agency partner program: what partners get, and the button to apply.
export function PartnerProgram({
  program,
  eyebrow,
  button,
  cta,
}: {
  program: PartnerProgramData;
  eyebrow: string;
  /** Label of the button that opens the demo dialog. */
  button: string;
  cta: string;
}) {
  return (
    <section id="partner-program" aria-labelledby="partner-program-title" className="py-20 sm:py-section">
      <Container>
        <div
          className={cn(
            "relative isolate overflow-hidden rounded-panel border border-gold-400/30 bg-gradient-to-br",
            "from-ink-850 to-ink-900 p-6 shadow-gold sm:p-12",
          )}
        >
          <div aria-hidden="true" className="absolute -top-32 -right-24 -z-10 size-96 rounded-full bg-gold-400/10 blur-3xl" />
          <div className="grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:gap-14">
            <div className="min-w-0">
              <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">{eyebrow}</p>
              <h2 id="partner-program-title" className="mt-3 text-h2 font-bold text-balance">
                {program.title}
              </h2>
              <p className="mt-5 text-lead text-pretty text-fg-muted">{program.text}</p>
              <DemoButton cta={cta} variant="gold" size="lg" className="mt-8 w-full sm:w-auto">
                {button}
              </DemoButton>
            </div>
            <ul className="grid content-start gap-3 sm:grid-cols-2">
              {program.perks.map((perk) => (
                <li key={perk} className="flex min-w-0 gap-3 rounded-card border border-ink-700 bg-ink-900/80 p-4 leading-relaxed text-fg-muted">
                  <BadgeCheck className="mt-0.5 size-5 shrink-0 text-gold-300" aria-hidden="true" />
                  <span>
                    <Perk text={perk} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Container>
    </section>
  );
}
