import { Card } from "@/components/ui/card";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { SectionHeading } from "@/components/ui/section-heading";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";

export function CareerBenefits({ locale }: { locale: Locale }) {
  const t = translator(locale, "careers");
  const { careerBenefits } = contentIn(locale, "careers");
  return (
    <section aria-label={t("benefits.label")} className="py-section">
      <Container>
        <SectionHeading eyebrow={t("benefits.eyebrow")} title={t("benefits.title")} subtitle={t("benefits.subtitle")} />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {careerBenefits.map((benefit) => (
            <li key={benefit.title} className="min-w-0">
              <Card className="h-full">
                <span className="grid size-11 place-items-center rounded-control bg-gold-400/15 ring-1 ring-gold-400/40">
                  <Icon name={benefit.icon} className="size-5.5 text-gold-300" />
                </span>
                <h3 className="mt-5 text-lg font-semibold">{benefit.title}</h3>
                <p className="mt-2 text-[0.9375rem] leading-relaxed text-fg-muted">{benefit.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
