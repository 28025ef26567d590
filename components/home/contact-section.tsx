import { CheckCircle2, LogIn, Mail, Phone } from "lucide-react";
import { DemoButton } from "@/components/demo-request/demo-button";
import { Container } from "@/components/ui/container";
import { contentIn } from "@/lib/i18n/content";
import { anchorIn } from "@/lib/fragments";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { siteConfig } from "@/lib/site-config";

export function ContactSection({ locale }: { locale: Locale }) {
  const { contact } = contentIn(locale, "home");
  const t = translator(locale, "home");
  return (
    <section id={anchorIn(locale, "contact")} className="pb-section">
      <Container>
        <div className="relative overflow-hidden rounded-panel border border-brand-400/30 bg-ink-900 p-8 shadow-glow sm:p-14">
          <div aria-hidden="true" className="absolute -top-32 -right-32 size-96 rounded-full bg-brand-500/20 blur-3xl" />
          <div className="relative grid gap-12 lg:grid-cols-[1.3fr_1fr]">
            <div>
              <h2 className="text-h2 font-bold text-balance sm:text-h1">{contact.title}</h2>
              <p className="mt-5 max-w-xl text-lead text-fg-muted">{contact.subtitle}</p>
              <ul className="mt-8 space-y-3">
                {contact.points.map((point) => (
                  <li key={point} className="flex gap-3">
                    <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success-400" aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
              <DemoButton cta="contact-section" variant="gold" size="lg" className="mt-10">
                {contact.button}
              </DemoButton>
            </div>
            <div className="space-y-4 self-end rounded-card bg-ink-800/80 p-6">
              <p className="text-sm font-semibold text-fg">{t("contact.talk")}</p>
              <a href={siteConfig.phoneHref} className="flex items-center gap-3 text-fg-muted hover:text-fg">
                <Phone className="size-5 text-brand-300" aria-hidden="true" />
                {siteConfig.phone}
              </a>
              <a href={`mailto:${siteConfig.salesEmail}`} className="flex items-center gap-3 text-fg-muted hover:text-fg">
                <Mail className="size-5 text-brand-300" aria-hidden="true" />
                {siteConfig.salesEmail}
              </a>
              <a href={siteConfig.portalUrl} className="flex items-center gap-3 text-fg-muted hover:text-fg">
                <LogIn className="size-5 text-brand-300" aria-hidden="true" />
                {t("contact.portal")}
              </a>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
