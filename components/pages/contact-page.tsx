import { Clock, ExternalLink, MapPin, Siren } from "lucide-react";
import { OpenChatButton } from "@/components/chat/open-chat-button";
import { ContactForm, type ContactFormCopy } from "@/components/contact/contact-form";
import { PageHeader } from "@/components/layout/page-header";
import { SiteChrome } from "@/components/layout/site-chrome";
import { buttonStyles } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { marketingConsent } from "@/content/consent";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { messagesOf, translator } from "@/lib/i18n/messages";
import { localePath } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";

const PATH = "/contact";

// The three channels sit in narrow columns from md up: their buttons wrap (an address anywhere)
// rather than overflow the card.
const METHOD_BUTTON = "sm:whitespace-normal! [overflow-wrap:anywhere]";

export const contactMetadata = (locale: Locale) => {
  const t = translator(locale, "contact");
  return pageMetadata(locale, PATH, { title: t("meta.title"), description: t("meta.description") });
};

// What the contact form (a client component) shows, finished on the server: only its own strings.
function contactFormCopy(locale: Locale): ContactFormCopy {
  const { form } = messagesOf(locale, "contact");
  return {
    locale,
    labels: { ...form.labels, consent: marketingConsent[locale].text },
    inquiryTypes: contentIn(locale, "contact").inquiryTypes.map(({ value, label }) => ({ value, label })),
    submit: form.submit,
    submitting: form.submitting,
    success: form.success,
    failure: form.failure,
    errors: messagesOf(locale, "forms").errors,
  };
}

// /contact and /fr/nous-joindre: the three channels, the form, the head office, team inboxes, the
// emergency line and quick answers.
export function ContactPage({ locale }: { locale: Locale }) {
  const t = translator(locale, "contact");
  const common = translator(locale, "common");
  const { contactMethods, emergencySupport, quickAnswers, teamContacts } = contentIn(locale, "contact");
  const { headquarters } = contentIn(locale, "about");
  return (
    <SiteChrome locale={locale} path={PATH}>
      <PageHeader locale={locale} path={localePath(PATH, locale)} eyebrow={t("header.eyebrow")} title={t("header.title")} subtitle={t("header.subtitle")} />
      <Container className="py-16">
        <ul className="grid gap-5 md:grid-cols-3">
          {contactMethods.map((m) => (
            <li key={m.title} className="min-w-0">
              <Card className="flex h-full flex-col">
                <Icon name={m.icon} className="size-6 text-brand-300" />
                <h2 className="mt-4 text-lg font-semibold">{m.title}</h2>
                <p className="mt-1 text-sm text-gold-300">{m.detail}</p>
                <p className="mt-3 flex-1 text-sm leading-relaxed text-fg-muted">{m.description}</p>
                <div className="mt-5">
                  {m.href ? (
                    <a href={m.href} className={buttonStyles({ variant: "secondary", size: "sm", className: METHOD_BUTTON })}>
                      {m.value}
                    </a>
                  ) : (
                    <OpenChatButton className={METHOD_BUTTON}>{m.value}</OpenChatButton>
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>

        <div className="mt-12 grid items-start gap-8 lg:grid-cols-[1.5fr_1fr] [&>*]:min-w-0">
          <section aria-labelledby="contact-form-title" className="rounded-panel border border-ink-700 bg-ink-900/80 p-6 sm:p-8">
            <h2 id="contact-form-title" className="text-h3 font-semibold">
              {t("form.title")}
            </h2>
            <p className="mt-2 mb-6 text-sm text-fg-muted">{t("form.required")}</p>
            <ContactForm copy={contactFormCopy(locale)} />
          </section>

          <div className="space-y-5">
            <Card>
              <h2 className="flex items-center gap-2 font-semibold">
                <MapPin className="size-5 text-brand-300" aria-hidden="true" />
                {t("office.title")}
              </h2>
              <address className="mt-3 text-sm leading-relaxed text-fg-muted not-italic">
                {headquarters.name}
                <br />
                {headquarters.street}
                <br />
                {t("office.cityLine", { city: headquarters.city, province: headquarters.province, postalCode: headquarters.postalCode })}
              </address>
              <ul className="mt-4 space-y-1 text-sm">
                {headquarters.hours.map((h) => (
                  <li key={h.days} className="flex justify-between gap-4">
                    <span className="inline-flex min-w-0 items-center gap-2 text-fg-muted">
                      <Clock className="size-3.5 shrink-0" aria-hidden="true" />
                      {h.days}
                    </span>
                    <span className="shrink-0 text-right">{h.time}</span>
                  </li>
                ))}
              </ul>
              <a
                href={headquarters.mapsUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonStyles({ variant: "secondary", size: "sm", className: "mt-5" })}
              >
                <ExternalLink className="size-4" aria-hidden="true" />
                {t("office.directions")}
                <span className="sr-only">{common("opensInNewTab")}</span>
              </a>
            </Card>
            <Card>
              <h2 className="font-semibold">{t("teams.title")}</h2>
              <ul className="mt-3 divide-y divide-ink-700">
                {teamContacts.map((team) => (
                  <li key={team.email} className="py-3">
                    <p className="text-sm font-medium">{team.team}</p>
                    <a href={`mailto:${team.email}`} className="text-sm break-all text-brand-300 hover:text-brand-200">
                      {team.email}
                    </a>
                    <p className="mt-1 text-xs text-fg-subtle">{team.description}</p>
                  </li>
                ))}
              </ul>
            </Card>
            <Card className="border-danger-400/40">
              <h2 className="flex items-center gap-2 font-semibold">
                <Siren className="size-5 text-danger-300" aria-hidden="true" />
                {emergencySupport.title}
              </h2>
              <p className="mt-2 text-sm text-fg-muted">{emergencySupport.text}</p>
              <a href={emergencySupport.href} className="mt-3 inline-block font-semibold text-danger-300 hover:text-danger-400">
                {emergencySupport.phone}
              </a>
            </Card>
          </div>
        </div>

        <section aria-labelledby="quick-answers" className="mt-16">
          <h2 id="quick-answers" className="text-h2 font-bold">
            {t("quickAnswers.title")}
          </h2>
          <dl className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {quickAnswers.map((qa) => (
              <Card key={qa.question} className="min-w-0">
                <dt className="font-semibold">{qa.question}</dt>
                <dd className="mt-2 text-sm leading-relaxed text-fg-muted">{qa.answer}</dd>
              </Card>
            ))}
          </dl>
        </section>
      </Container>
    </SiteChrome>
  );
}
