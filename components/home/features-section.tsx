import { Card } from "@/components/ui/card";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { SectionHeading } from "@/components/ui/section-heading";
import { contentIn } from "@/lib/i18n/content";
import { anchorIn } from "@/lib/fragments";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";

export function FeaturesSection({ locale }: { locale: Locale }) {
  const { features } = contentIn(locale, "home");
  const t = translator(locale, "home");
  return (
    <section id={anchorIn(locale, "features")} className="py-section">
      <Container>
        <SectionHeading eyebrow={t("eyebrows.features")} title={features.title} subtitle={features.subtitle} />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {features.items.map((item) => (
            <li key={item.title}>
              <Card className="h-full transition-colors hover:border-brand-400/50">
                <span className="grid size-11 place-items-center rounded-control bg-brand-600/20 ring-1 ring-brand-400/30">
                  <Icon name={item.icon} className="size-5.5 text-brand-300" />
                </span>
                <h3 className="mt-5 text-lg font-semibold">{item.title}</h3>
                <p className="mt-2 text-[0.9375rem] leading-relaxed text-fg-muted">{item.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
