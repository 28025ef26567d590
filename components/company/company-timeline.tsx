import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";

export function CompanyTimeline({ locale }: { locale: Locale }) {
  const t = translator(locale, "about");
  const { timeline } = contentIn(locale, "about");
  // Years are names, not quantities: never "2,018".
  const first = String(timeline[0]?.year ?? "");
  const last = String(timeline.at(-1)?.year ?? "");
  return (
    <section aria-label={t("timeline.label")} className="border-y border-ink-700 bg-ink-900/40 py-section">
      <Container>
        <SectionHeading eyebrow={t("timeline.eyebrow")} title={t("timeline.title")} subtitle={t("timeline.subtitle", { first, last })} />
        <ol className="mx-auto mt-14 max-w-3xl">
          {timeline.map((entry) => (
            <li key={entry.year} className="group grid grid-cols-[3.5rem_minmax(0,1fr)] gap-x-4 sm:grid-cols-[5rem_minmax(0,1fr)] sm:gap-x-8">
              <time dateTime={String(entry.year)} className="pt-0.5 text-right text-lg font-extrabold text-gold-300 tabular-nums sm:text-h3">
                {entry.year}
              </time>
              <div className="relative border-l border-ink-600 pb-10 pl-6 group-last:border-transparent group-last:pb-0 sm:pl-8">
                <span aria-hidden="true" className="absolute top-2 -left-1.5 size-3 rounded-full bg-brand-400 ring-4 ring-ink-900" />
                <h3 className="text-lg font-semibold text-fg">{entry.title}</h3>
                <p className="mt-2 leading-relaxed text-fg-muted">{entry.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
