import { Trophy } from "lucide-react";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";

export function AwardsList({ locale }: { locale: Locale }) {
  const t = translator(locale, "about");
  const { awards } = contentIn(locale, "about");
  return (
    <section aria-label={t("awards.label")} className="py-section">
      <Container>
        <SectionHeading eyebrow={t("awards.eyebrow")} title={t("awards.title")} />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {awards.map((award) => (
            <li key={award.title} className="flex h-full min-w-0 flex-col rounded-card border border-gold-400/25 bg-gradient-to-b from-ink-850 to-ink-900 p-6">
              <div className="flex items-center justify-between gap-3">
                <span className="grid size-11 place-items-center rounded-full bg-gold-400/15 ring-1 ring-gold-400/40">
                  <Trophy className="size-5 text-gold-300" aria-hidden="true" />
                </span>
                <span className="text-sm font-bold tracking-widest text-gold-300 tabular-nums">{award.year}</span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-balance">{award.title}</h3>
              <p className="mt-2 text-sm text-fg-muted">{award.issuer}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
