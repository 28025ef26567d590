import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { cn } from "@/lib/utils";

const tones = {
  default: "",
  muted: "border-y border-ink-700 bg-ink-900/50",
} as const;

export type SectionTone = keyof typeof tones;

// One band of a marketing page: the page width, a centred heading (h2) and the section's content below it.
export function PageSection({
  eyebrow,
  title,
  subtitle,
  children,
  id,
  tone = "default",
  narrow,
}: {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  children: React.ReactNode;
  id?: string;
  tone?: SectionTone;
  /** Reading width, for FAQs and long text. */
  narrow?: boolean;
}) {
  return (
    <section id={id} className={cn("py-20 sm:py-section", tones[tone])}>
      <Container narrow={narrow}>
        <SectionHeading eyebrow={eyebrow} title={title} subtitle={subtitle} />
        <div className="mt-12 sm:mt-14">{children}</div>
      </Container>
    </section>
  );
}
