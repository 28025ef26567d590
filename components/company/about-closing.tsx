import { DemoButton } from "@/components/demo-request/demo-button";
import { Container } from "@/components/ui/container";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";

export function AboutClosing({ locale }: { locale: Locale }) {
  const t = translator(locale, "about");
  return (
    <section className="py-section">
      <Container>
        <div className="rounded-panel border border-brand-400/30 bg-gradient-to-br from-ink-850 to-ink-900 p-8 text-center shadow-glow sm:p-12">
          <h2 className="text-h2 font-bold text-balance">{t("closing.title")}</h2>
          <p className="mx-auto mt-4 max-w-xl text-fg-muted">{t("closing.text")}</p>
          <DemoButton cta="about-closing" variant="gold" size="lg" className="mt-8">
            {t("closing.button")}
          </DemoButton>
        </div>
      </Container>
    </section>
  );
}
