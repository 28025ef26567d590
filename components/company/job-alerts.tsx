import { BellRing } from "lucide-react";
import { buttonStyles } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";

export function JobAlerts({ locale }: { locale: Locale }) {
  const t = translator(locale, "careers");
  const { jobAlerts, jobAlertsHref } = contentIn(locale, "careers");
  return (
    <section aria-label={t("alerts.label")} className="py-section">
      <Container>
        <div className="relative overflow-hidden rounded-panel border border-brand-400/30 bg-gradient-to-br from-ink-850 to-ink-900 p-8 shadow-glow sm:p-12">
          <div aria-hidden="true" className="absolute -top-28 -right-28 size-80 rounded-full bg-gold-400/10 blur-3xl" />
          <div className="relative flex flex-col gap-8 md:flex-row md:items-center md:justify-between">
            <div className="max-w-2xl min-w-0">
              <h2 className="text-h2 font-bold text-balance">{jobAlerts.title}</h2>
              <p className="mt-4 text-lead text-fg-muted">{jobAlerts.text}</p>
            </div>
            <a href={jobAlertsHref} className={buttonStyles({ variant: "gold", size: "lg", className: "w-full sm:w-auto" })}>
              <BellRing className="size-5" aria-hidden="true" />
              {t("alerts.button")}
            </a>
          </div>
        </div>
      </Container>
    </section>
  );
}
