import { Card } from "@/components/ui/card";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { SectionHeading } from "@/components/ui/section-heading";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";

export function CultureSection({ locale }: { locale: Locale }) {
  const t = translator(locale, "careers");
  const { cultureCards } = contentIn(locale, "careers");
  return (
    <section aria-label={t("culture.label")} className="py-section">
      <Container>
        <SectionHeading eyebrow={t("culture.eyebrow")} title={t("culture.title")} />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {cultureCards.map((card) => (
            <li key={card.title} className="min-w-0">
              <Card className="h-full">
                <span className="grid size-11 place-items-center rounded-control bg-brand-600/20 ring-1 ring-brand-400/30">
                  <Icon name={card.icon} className="size-5.5 text-brand-300" />
                </span>
                <h3 className="mt-5 text-lg font-semibold">{card.title}</h3>
                <p className="mt-2 text-[0.9375rem] leading-relaxed text-fg-muted">{card.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
