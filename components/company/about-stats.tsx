import { Container } from "@/components/ui/container";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";

// A narrow card (four columns from lg) steps its figure down a size: "14,2 M $" is wider than "$14.2M".
export function AboutStats({ locale }: { locale: Locale }) {
  const t = translator(locale, "about");
  const { aboutStats } = contentIn(locale, "about");
  return (
    <section aria-label={t("stats.label")} className="pt-16 sm:pt-20">
      <Container>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {aboutStats.map((stat) => (
            <div key={stat.label} className="@container flex min-w-0 flex-col rounded-card border border-ink-700 bg-ink-900/80 p-6">
              <dt className="order-2 mt-2 font-semibold text-fg">{stat.label}</dt>
              <dd className="order-1 text-h1 font-extrabold text-gold-300 tabular-nums @max-[13rem]:text-h2">{stat.value}</dd>
              <dd className="order-3 mt-2 text-sm leading-relaxed text-fg-muted">{stat.detail}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
