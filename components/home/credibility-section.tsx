import { Quote, Star } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { SectionHeading } from "@/components/ui/section-heading";
import { contentIn } from "@/lib/i18n/content";
import { anchorIn } from "@/lib/fragments";
import { languageTag, type Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { Counter } from "./counter";

export function CredibilitySection({ locale }: { locale: Locale }) {
  const { about, credibility } = contentIn(locale, "home");
  const t = translator(locale, "home");
  return (
    <section className="py-section">
      <Container>
        <div id={anchorIn(locale, "results")}>
          <SectionHeading eyebrow={t("eyebrows.results")} title={credibility.title} subtitle={credibility.subtitle} />
          <dl className="mt-14 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {credibility.counters.map((c) => (
              // The label comes first in the markup (a <dt> must precede its <dd>); shown under the number.
              <div key={c.label} className="flex flex-col-reverse rounded-card border border-ink-700 bg-ink-900 p-6 text-center">
                <dt className="mt-2 text-sm text-fg-muted">{c.label}</dt>
                <dd className="text-h2 font-extrabold text-gold-300 sm:text-h1">
                  <Counter
                    value={c.value}
                    prefix={"prefix" in c ? c.prefix : ""}
                    suffix={c.suffix}
                    decimals={"decimals" in c ? c.decimals : 0}
                    language={languageTag[locale]}
                  />
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-8 flex items-center justify-center gap-2 text-sm text-fg-muted">
            <span className="flex text-gold-400" aria-hidden="true">
              {Array.from({ length: 5 }, (_, i) => (
                <Star key={i} className="size-4 fill-current" />
              ))}
            </span>
            <strong className="text-fg">{t("rating", { score: credibility.rating.score })}</strong> {credibility.rating.text}
          </p>
          <ul className="mt-10 grid gap-6 lg:grid-cols-3">
            {credibility.testimonials.map((t) => (
              <li key={t.name}>
                <Card className="flex h-full flex-col">
                  <Quote className="size-6 text-brand-400" aria-hidden="true" />
                  <blockquote className="mt-4 flex-1 leading-relaxed text-fg">{t.quote}</blockquote>
                  <p className="mt-6 text-sm font-semibold">{t.name}</p>
                  <p className="text-sm text-fg-subtle">
                    {t.role}, {t.company} · {t.city}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        </div>
        <div
          id={anchorIn(locale, "about")}
          className="mt-24 grid items-center gap-10 rounded-panel border border-ink-700 bg-gradient-to-br from-ink-850 to-ink-900 p-8 sm:p-12 lg:grid-cols-2"
        >
          <div>
            <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">{t("eyebrows.about")}</p>
            <h2 className="mt-3 text-h2 font-bold text-balance">{about.title}</h2>
            <p className="mt-5 text-lead text-fg-muted">{about.text}</p>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2">
            {about.points.map((p) => (
              <li key={p.label} className="flex items-center gap-3 rounded-card bg-ink-800 p-4 text-sm font-medium">
                <Icon name={p.icon} className="size-5 shrink-0 text-brand-300" />
                {p.label}
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
