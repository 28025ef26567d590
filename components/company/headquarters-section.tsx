import { CalendarClock, Clock, ExternalLink, Mail, MapPin, Phone } from "lucide-react";
import { buttonStyles } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { siteConfig } from "@/lib/site-config";

export function HeadquartersSection({ locale }: { locale: Locale }) {
  const t = translator(locale, "about");
  const common = translator(locale, "common");
  const { companyContacts, headquarters: hq, visitNote } = contentIn(locale, "about");
  // A mail draft to the office rather than a dead button: visits are by appointment.
  const visitHref = `mailto:hello@torqueanalytics.ca?subject=${encodeURIComponent(t("visit.scheduleSubject"))}`;
  return (
    <section aria-label={t("visit.label")} className="border-t border-ink-700 bg-ink-900/40 py-section">
      <Container>
        <SectionHeading eyebrow={t("visit.eyebrow")} title={t("visit.title")} />
        <div className="mt-14 grid gap-6 lg:grid-cols-[1.25fr_1fr]">
          <div className="relative min-w-0 overflow-hidden rounded-panel border border-brand-400/30 bg-ink-900 p-6 shadow-glow sm:p-10">
            <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-brand-500/15 blur-3xl" />
            <div className="relative grid gap-8 sm:grid-cols-2 [&>*]:min-w-0">
              <div>
                <h3 className="flex items-center gap-2.5 font-semibold">
                  <MapPin className="size-5 text-brand-300" aria-hidden="true" />
                  {t("visit.headquarters")}
                </h3>
                <address className="mt-3 leading-relaxed text-fg-muted not-italic">
                  <span className="block font-medium text-fg">{hq.name}</span>
                  <span className="block">{hq.street}</span>
                  <span className="block">{t("visit.cityLine", { city: hq.city, province: hq.province, postalCode: hq.postalCode })}</span>
                  <span className="block">{hq.country}</span>
                </address>
              </div>
              <div>
                <h3 className="flex items-center gap-2.5 font-semibold">
                  <Clock className="size-5 text-brand-300" aria-hidden="true" />
                  {t("visit.hours")}
                </h3>
                <dl className="mt-3 space-y-2.5">
                  {hq.hours.map((h) => (
                    <div key={h.days}>
                      <dt className="text-sm text-fg-subtle">{h.days}</dt>
                      <dd className="font-medium text-fg">{h.time}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </div>
            <p className="relative mt-8 leading-relaxed text-fg-muted">{visitNote}</p>
            <div className="relative mt-8 flex flex-wrap gap-3">
              <a href={visitHref} className={buttonStyles({ variant: "gold", size: "lg", className: "w-full sm:w-auto" })}>
                <CalendarClock className="size-5" aria-hidden="true" />
                {t("visit.schedule")}
              </a>
              <a
                href={hq.mapsUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonStyles({ variant: "secondary", size: "lg", className: "w-full sm:w-auto" })}
              >
                {t("visit.directions")}
                <ExternalLink className="size-4" aria-hidden="true" />
                <span className="sr-only">{common("opensInNewTab")}</span>
              </a>
            </div>
          </div>

          <div className="min-w-0 rounded-panel border border-ink-700 bg-ink-900/80 p-6 sm:p-10">
            <h3 className="font-semibold">{t("visit.contactsTitle")}</h3>
            <ul className="mt-5 divide-y divide-ink-700">
              {companyContacts.map((c) => (
                <li key={c.email} className="flex flex-col gap-1 py-3 first:pt-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                  <span className="text-sm text-fg-subtle">{c.label}</span>
                  <a href={`mailto:${c.email}`} className="inline-flex min-w-0 items-center gap-2 font-medium break-all text-fg hover:text-brand-200">
                    <Mail className="size-4 shrink-0 text-brand-300" aria-hidden="true" />
                    {c.email}
                  </a>
                </li>
              ))}
            </ul>
            <div className="mt-6 rounded-card bg-ink-800/80 p-5">
              <p className="text-sm text-fg-subtle">{t("visit.callTollFree")}</p>
              <a href={siteConfig.phoneHref} className="mt-1 inline-flex items-center gap-2.5 text-h3 font-bold text-fg hover:text-brand-200">
                <Phone className="size-5 text-brand-300" aria-hidden="true" />
                {siteConfig.phone}
              </a>
              <p className="mt-1 text-sm text-fg-muted">{t("visit.salesLine")}</p>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
