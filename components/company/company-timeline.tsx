import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { timeline } from "@/content/about";

export function CompanyTimeline() {
  const first = timeline[0]?.year;
  const last = timeline.at(-1)?.year;
  return (
    <section aria-label="Our journey" className="border-y border-ink-700 bg-ink-900/40 py-section">
      <Container>
        <SectionHeading
          eyebrow="Our Journey"
          title="From Spreadsheets to 500+ Dealerships"
          subtitle={`${first} to ${last}: how a consulting project in Toronto became the platform Canadian dealers use to prove what their marketing sells.`}
        />
        <ol className="mx-auto mt-14 max-w-3xl">
          {timeline.map((entry) => (
            <li key={entry.year} className="group grid grid-cols-[3.5rem_minmax(0,1fr)] gap-x-4 sm:grid-cols-[5rem_minmax(0,1fr)] sm:gap-x-8">
              <time dateTime={String(entry.year)} className="pt-0.5 text-right text-lg font-extrabold text-gold-300 tabular-nums sm:text-h3">
                {entry.year}
              </time>
              <div className="relative border-l border-ink-600 pb-10 pl-6 group-last:border-transparent group-last:pb-0 sm:pl-8">
                <span
                  aria-hidden="true"
                  className="absolute top-2 -left-1.5 size-3 rounded-full bg-brand-400 ring-4 ring-ink-900"
                />
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
