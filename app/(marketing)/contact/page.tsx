import { Clock, ExternalLink, MapPin, Siren } from "lucide-react";
import { OpenChatButton } from "@/components/chat/open-chat-button";
import { ContactForm } from "@/components/contact/contact-form";
import { PageHeader } from "@/components/layout/page-header";
import { buttonStyles } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { headquarters } from "@/content/about";
import { contactMethods, emergencySupport, quickAnswers, teamContacts } from "@/content/contact";
import { constructMetadata } from "@/lib/seo/metadata";

export const metadata = constructMetadata({
  title: "Contact Us",
  description:
    "Talk to Torque Analytics: call sales, chat live, e-mail the team or send a message. Toronto headquarters, replies within 24 hours.",
  path: "/contact",
});

export default function ContactPage() {
  return (
    <>
      <PageHeader
        path="/contact"
        eyebrow="Contact"
        title="Let's talk about your dealership"
        subtitle="Pricing, a tailored walkthrough, support or partnerships: pick the channel that suits you. Every message reaches a person within 24 hours."
      />
      <Container className="py-16">
        <ul className="grid gap-5 md:grid-cols-3">
          {contactMethods.map((m) => (
            <li key={m.title}>
              <Card className="flex h-full flex-col">
                <Icon name={m.icon} className="size-6 text-brand-300" />
                <h2 className="mt-4 text-lg font-semibold">{m.title}</h2>
                <p className="mt-1 text-sm text-gold-300">{m.detail}</p>
                <p className="mt-3 flex-1 text-sm leading-relaxed text-fg-muted">{m.description}</p>
                <div className="mt-5">
                  {m.href ? (
                    <a href={m.href} className={buttonStyles({ variant: "secondary", size: "sm" })}>
                      {m.value}
                    </a>
                  ) : (
                    <OpenChatButton>{m.value}</OpenChatButton>
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>

        <div className="mt-12 grid items-start gap-8 lg:grid-cols-[1.5fr_1fr]">
          <section aria-labelledby="contact-form-title" className="rounded-panel border border-ink-700 bg-ink-900/80 p-6 sm:p-8">
            <h2 id="contact-form-title" className="text-h3 font-semibold">
              Send us a message
            </h2>
            <p className="mt-2 mb-6 text-sm text-fg-muted">Fields marked * are required.</p>
            <ContactForm />
          </section>

          <div className="space-y-5">
            <Card>
              <h2 className="flex items-center gap-2 font-semibold">
                <MapPin className="size-5 text-brand-300" aria-hidden="true" />
                Head office
              </h2>
              <address className="mt-3 text-sm leading-relaxed text-fg-muted not-italic">
                {headquarters.name}
                <br />
                {headquarters.street}
                <br />
                {headquarters.city}, {headquarters.province} {headquarters.postalCode}
              </address>
              <ul className="mt-4 space-y-1 text-sm">
                {headquarters.hours.map((h) => (
                  <li key={h.days} className="flex justify-between gap-4">
                    <span className="inline-flex items-center gap-2 text-fg-muted">
                      <Clock className="size-3.5" aria-hidden="true" />
                      {h.days}
                    </span>
                    <span>{h.time}</span>
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
                Get Directions
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </Card>
            <Card>
              <h2 className="font-semibold">Reach the right team</h2>
              <ul className="mt-3 divide-y divide-ink-700">
                {teamContacts.map((t) => (
                  <li key={t.email} className="py-3">
                    <p className="text-sm font-medium">{t.team}</p>
                    <a href={`mailto:${t.email}`} className="text-sm text-brand-300 hover:text-brand-200">
                      {t.email}
                    </a>
                    <p className="mt-1 text-xs text-fg-subtle">{t.description}</p>
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
            Quick answers
          </h2>
          <dl className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {quickAnswers.map((qa) => (
              <Card key={qa.question}>
                <dt className="font-semibold">{qa.question}</dt>
                <dd className="mt-2 text-sm leading-relaxed text-fg-muted">{qa.answer}</dd>
              </Card>
            ))}
          </dl>
        </section>
      </Container>
    </>
  );
}
