import { Quote } from "lucide-react";
import { Container } from "@/components/ui/container";
import { founderStory } from "@/content/about";

export function FounderStory() {
  const [lead, ...rest] = founderStory.paragraphs;
  return (
    <section aria-labelledby="founder-story-heading" className="py-section">
      <Container>
        <div className="grid gap-10 lg:grid-cols-[1fr_1.5fr] lg:gap-16">
          <div className="lg:sticky lg:top-28 lg:self-start">
            <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">Our Story</p>
            <h2 id="founder-story-heading" className="mt-3 text-h2 font-bold text-balance sm:text-h1">
              {founderStory.title}
            </h2>
            <div className="mt-8 rounded-card border border-ink-700 bg-gradient-to-br from-ink-850 to-ink-900 p-6">
              <Quote className="size-6 text-brand-400" aria-hidden="true" />
              <p className="mt-3 text-lg font-medium text-fg">Which of our advertising dollars actually sold a car?</p>
              <p className="mt-2 text-sm text-fg-subtle">The question that started Torque, Toronto, 2018</p>
            </div>
          </div>
          <div className="space-y-5 text-lead text-fg-muted">
            <p className="text-fg">{lead}</p>
            {rest.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </Container>
    </section>
  );
}
