import { JsonLd } from "@/components/seo/json-ld";
import { Container } from "@/components/ui/container";
import type { Locale } from "@/lib/i18n/locale";
import { breadcrumbs } from "@/lib/seo/structured-data";
import { BackToHome } from "./back-to-home";

// The top of every sub-page: 'Back to Home', then the page's title. With `path`, it also gives
// crawlers the page's breadcrumb trail (Home > breadcrumb, by default the eyebrow).
export function PageHeader({
  locale,
  path,
  breadcrumb,
  eyebrow,
  title,
  subtitle,
  children,
}: {
  locale: Locale;
  // The page's own path (in its language).
  path?: string;
  breadcrumb?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="relative overflow-hidden border-b border-ink-700">
      {path && <JsonLd data={breadcrumbs(locale, [{ name: breadcrumb ?? eyebrow ?? title, path }])} />}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgb(59_116_246/0.22),transparent_65%)]" />
      <Container className="pt-6 pb-14 sm:pb-20">
        <BackToHome locale={locale} />
        <div className="mt-10 max-w-3xl">
          {eyebrow && <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">{eyebrow}</p>}
          <h1 className="mt-3 text-h1 font-extrabold text-balance break-words hyphens-auto sm:text-display">{title}</h1>
          {subtitle && <p className="mt-5 text-lead text-pretty text-fg-muted">{subtitle}</p>}
          {children}
        </div>
      </Container>
    </section>
  );
}
