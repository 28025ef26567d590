import { LogIn, Radio } from "lucide-react";
import { DemoButton } from "@/components/demo-request/demo-button";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { contentIn } from "@/lib/i18n/content";
import { anchorIn } from "@/lib/fragments";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { siteConfig } from "@/lib/site-config";

function Sparkline({ points }: { points: readonly number[] }) {
  const max = Math.max(...points);
  const step = 300 / (points.length - 1);
  const line = points.map((p, i) => `${i === 0 ? "M" : "L"}${(i * step).toFixed(1)},${(96 - (p / max) * 84).toFixed(1)}`).join(" ");
  return (
    <svg viewBox="0 0 300 100" className="h-24 w-full" aria-hidden="true" preserveAspectRatio="none">
      <defs>
        <linearGradient id="spark-fill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#6494ff" stopOpacity="0.45" />
          <stop offset="1" stopColor="#6494ff" stopOpacity="0" />
        </linearGradient>
      </defs>
      <path d={`${line} L300,100 L0,100 Z`} fill="url(#spark-fill)" />
      <path d={line} fill="none" stroke="#93b6ff" strokeWidth="2.5" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

// The animated mock dashboard: illustrative figures from the spec, not computed data.
function DashboardCard({ locale }: { locale: Locale }) {
  const { heroDashboard } = contentIn(locale, "home");
  const t = translator(locale, "home");
  return (
    <div className="relative motion-safe:animate-rise">
      <div className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-brand-500/20 blur-3xl" aria-hidden="true" />
      <figure aria-label={t("hero.preview")} className="rounded-panel border border-ink-600 bg-ink-900/90 p-5 shadow-glow backdrop-blur sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <div>
            <p className="text-sm font-semibold">{heroDashboard.title}</p>
            <p className="text-xs text-fg-subtle">{heroDashboard.store}</p>
          </div>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-success-400/10 px-2.5 py-1 text-xs font-semibold text-success-400">
            <Radio className="size-3.5 motion-safe:animate-pulse-soft" aria-hidden="true" />
            {t("hero.live")}
          </span>
        </div>
        <dl className="mt-5 grid grid-cols-2 gap-3">
          {heroDashboard.metrics.map((m) => (
            <div key={m.label} className="rounded-control bg-ink-800 p-3">
              <dt className="text-xs text-fg-subtle">{m.label}</dt>
              <dd className="mt-1 text-2xl font-bold tabular-nums">{m.value}</dd>
              <dd className="text-xs text-fg-muted">{m.trend}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-4 rounded-control bg-ink-800 px-3 pt-3">
          <div className="flex items-center justify-between text-xs">
            <span className="text-fg-subtle">{t("hero.attributedSales")}</span>
            <span className="font-semibold text-gold-300">{heroDashboard.targetNote}</span>
          </div>
          <Sparkline points={heroDashboard.chart} />
        </div>
        <figcaption className="mt-4 space-y-2">
          <p className="text-xs font-semibold tracking-widest text-fg-subtle uppercase">{t("hero.marketIntelligence")}</p>
          {heroDashboard.intelligence.map((line) => (
            <p key={line} className="flex gap-2 text-sm text-fg-muted">
              <span className="mt-1.5 size-1.5 shrink-0 rounded-full bg-gold-400" aria-hidden="true" />
              {line}
            </p>
          ))}
        </figcaption>
      </figure>
    </div>
  );
}

export function HeroSection({ locale }: { locale: Locale }) {
  const { hero } = contentIn(locale, "home");
  const t = translator(locale, "home");
  return (
    <section id={anchorIn(locale, "home")} className="relative overflow-hidden">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgb(59_116_246/0.28),transparent_60%)]" />
      {/* Top-aligned, not centred: a phone may draw the hero before the card is fully parsed, and the
          card growing afterwards must not move the headline beside it (layout shift). */}
      <Container className="grid items-start gap-14 pt-14 pb-20 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-ink-800 px-3.5 py-1.5 text-xs font-semibold text-brand-200 ring-1 ring-ink-600">
            <Icon name="Sparkles" className="size-3.5 text-gold-300" />
            {hero.eyebrow}
          </p>
          <h1 className="mt-6 text-h1 font-extrabold text-balance sm:text-display">
            <span className="block">{hero.titleLead}</span>{" "}
            <span className="block bg-gradient-to-r from-brand-300 via-brand-200 to-gold-300 bg-clip-text text-transparent">{hero.titleAccent}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lead text-pretty text-fg-muted">{hero.subtitle}</p>
          <ul className="mt-8 flex flex-wrap gap-x-5 gap-y-3">
            {hero.trustBadges.map((badge) => (
              <li key={badge.label} className="inline-flex items-center gap-2 text-sm font-medium text-fg">
                <Icon name={badge.icon} className="size-4.5 text-brand-300" />
                {badge.label}
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:items-center">
            <DemoButton
              cta="hero"
              variant="gold"
              size="lg"
              event={["hero_cta_clicked", "conversion", "main_demo_button", 1]}
              className="tracking-wide uppercase"
            >
              {hero.cta}
            </DemoButton>
            <a href={siteConfig.portalUrl} className="inline-flex items-center gap-2 px-2 text-sm font-semibold text-fg-muted hover:text-fg">
              <LogIn className="size-4" aria-hidden="true" />
              {t("hero.portal")}
            </a>
          </div>
          <p className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-gold-300">
            <span className="size-2 rounded-full bg-gold-400 motion-safe:animate-pulse-soft" aria-hidden="true" />
            {hero.scarcity}
          </p>
        </div>
        <DashboardCard locale={locale} />
      </Container>
    </section>
  );
}
