import { Container } from "@/components/ui/container";
import { contentIn } from "@/lib/i18n/content";
import { anchorIn } from "@/lib/fragments";
import type { Locale } from "@/lib/i18n/locale";

export function IntegrationsSection({ locale }: { locale: Locale }) {
  const { integrations } = contentIn(locale, "home");
  return (
    <section id={anchorIn(locale, "integrations")} className="border-y border-ink-700 bg-ink-900/50 py-20">
      <Container>
        <h2 className="text-center text-sm font-semibold tracking-widest text-fg-subtle uppercase">{integrations.title}</h2>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {integrations.services.map((service) => (
            <li
              key={service}
              className="grid h-16 place-items-center rounded-card border border-ink-700 bg-ink-900 px-3 text-center text-sm font-semibold text-fg-muted"
            >
              {service}
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-sm text-fg-subtle">{integrations.note}</p>
      </Container>
    </section>
  );
}
