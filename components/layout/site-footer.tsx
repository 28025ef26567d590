import Link from "next/link";
import { ExternalLink, Mail, MapPin, Phone } from "lucide-react";
import { Container } from "@/components/ui/container";
import { translate, type Locale } from "@/content/i18n";
import { footerGroups } from "@/lib/routes";
import { siteConfig } from "@/lib/site-config";
import { Logo } from "./logo";

export function SiteFooter({ locale = "en" }: { locale?: Locale }) {
  const t = (text: string) => translate(locale, text);
  return (
    <footer className="render-when-visible [contain-intrinsic-block-size:auto_66rem] sm:[contain-intrinsic-block-size:auto_50rem] lg:[contain-intrinsic-block-size:auto_31rem] border-t border-ink-700 bg-ink-900">
      <Container className="grid gap-12 py-16 lg:grid-cols-[1.2fr_2fr]">
        <div className="space-y-5">
          <Logo />
          <p className="max-w-sm text-sm leading-relaxed text-fg-muted">{t(siteConfig.description)}</p>
          <ul className="space-y-3 text-sm text-fg-muted">
            <li>
              <a href={`mailto:${siteConfig.email}`} className="inline-flex items-center gap-2 hover:text-fg">
                <Mail className="size-4 text-brand-300" aria-hidden="true" />
                {siteConfig.email}
              </a>
            </li>
            <li>
              <a href={siteConfig.phoneHref} className="inline-flex items-center gap-2 hover:text-fg">
                <Phone className="size-4 text-brand-300" aria-hidden="true" />
                {siteConfig.phone}
              </a>
            </li>
            <li className="inline-flex items-center gap-2">
              <MapPin className="size-4 text-brand-300" aria-hidden="true" />
              {t(siteConfig.location)}
            </li>
          </ul>
          <a
            href={siteConfig.linkedInUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 text-sm font-medium text-fg-muted hover:text-fg"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            {t("Follow us on LinkedIn")}
            <span className="sr-only">{t("(opens in a new tab)")}</span>
          </a>
        </div>
        <nav aria-label={t("Footer")} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {footerGroups.map((group) => (
            <div key={group.title}>
              <h2 className="text-sm font-semibold text-fg">{t(group.title)}</h2>
              <ul className="mt-4 space-y-2.5">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="text-sm text-fg-muted hover:text-fg">
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </Container>
      <div className="border-t border-ink-700">
        <Container className="flex flex-col gap-2 py-6 text-xs text-fg-subtle sm:flex-row sm:justify-between">
          <p>
            © {new Date().getFullYear()} {siteConfig.name} Inc. {t("All rights reserved.")}
          </p>
          <p>{t("Your data stays in Canada. SOC 2 Type II.")}</p>
        </Container>
      </div>
    </footer>
  );
}
