import { Quote } from "lucide-react";
import { Container } from "@/components/ui/container";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";

export function FounderStory({ locale }: { locale: Locale }) {
  const t = translator(locale, "about");
  const { founderStory } = contentIn(locale, "about");
  const [lead, ...rest] = founderStory.paragraphs;
  return (
    <section aria-labelledby="founder-story-heading" className="py-section">
      <Container>
        <div className="grid gap-10 lg:grid-cols-[1fr_1.5fr] lg:gap-16 [&>*]:min-w-0">
          <div className="lg:sticky lg:top-28 lg:self-start">
            <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">{t("story.eyebrow")}</p>
            <h2 id="founder-story-heading" className="mt-3 text-h2 font-bold text-balance sm:text-h1">
              {founderStory.title}
            </h2>
            <div className="mt-8 rounded-card border border-ink-700 bg-gradient-to-br from-ink-850 to-ink-900 p-6">
              <Quote className="size-6 text-brand-400" aria-hidden="true" />
              <p className="mt-3 text-lg font-medium text-fg">{t("story.quote")}</p>
              <p className="mt-2 text-sm text-fg-subtle">{t("story.quoteSource")}</p>
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
