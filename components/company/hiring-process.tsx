import { Timer } from "lucide-react";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { hiringProcess } from "@/content/careers";

export function HiringProcess() {
  return (
    <section aria-label="Hiring process" className="border-t border-ink-700 bg-ink-900/40 py-section">
      <Container>
        <SectionHeading
          eyebrow="Hiring Process"
          title={`${hiringProcess.length} Steps, No Surprises`}
          subtitle="A clear, respectful process: you will always know what comes next and how long it takes."
        />
        <ol className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {hiringProcess.map((step) => (
            <li key={step.step} className="relative flex h-full flex-col rounded-card border border-ink-700 bg-ink-900/80 p-6">
              <span
                aria-hidden="true"
                className="grid size-11 place-items-center rounded-full bg-gradient-to-br from-gold-300 to-gold-400 text-lg font-extrabold text-ink-950 shadow-gold"
              >
                {step.step}
              </span>
              <h3 className="mt-5 text-lg font-semibold">
                <span className="sr-only">Step {step.step}: </span>
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
