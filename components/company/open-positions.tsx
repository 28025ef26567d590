import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { contentIn } from "@/lib/i18n/content";
import { anchorIn } from "@/lib/fragments";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { JobCard } from "./job-card";

export function OpenPositions({ locale }: { locale: Locale }) {
  const t = translator(locale, "careers");
  const { jobs } = contentIn(locale, "careers");
  return (
    <section id={anchorIn(locale, "open-positions")} aria-label={t("positions.label")} className="border-y border-ink-700 bg-ink-900/40 py-section">
      <Container>
        <SectionHeading eyebrow={t("positions.eyebrow", { count: jobs.length })} title={t("positions.title")} subtitle={t("positions.subtitle")} />
        <ul className="mx-auto mt-14 max-w-5xl space-y-5">
          {jobs.map((job) => (
            <li key={job.slug}>
              <JobCard job={job} locale={locale} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
