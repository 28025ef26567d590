import Link from "next/link";
import { ExternalLink, Languages, Mail, MapPin, Phone, Rss } from "lucide-react";
import { Container } from "@/components/ui/container";
import { cityRecords } from "@/content/cities";
import { cityRecords as frenchCities } from "@/content/fr/cities";
import { footerGroups, siteLinks, type SiteLink } from "@/content/links";
import { otherLocale, type Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { localePath } from "@/lib/routes";
import { feedPath } from "@/lib/seo/feed";
import { siteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";
import { LanguageLink } from "./language-link";
import { Logo } from "./logo";

const cityName = { en: new Map(cityRecords.map((c) => [c.slug, c.cityName])), fr: new Map(frenchCities.map((c) => [c.slug, c.cityName])) };

export function SiteFooter({ locale, alternate }: { locale: Locale; alternate: string | null }) {
  const t = translator(locale, "chrome");
  const c = translator(locale, "common");
  const other = otherLocale(locale);
  // Link labels are message keys, except the cities' (their names, in French where they differ).
  const label = (link: SiteLink) => {
    if (link.footer !== "cities") return t(`footer.links.${link.id}` as "footer.links.pricing");
    const slug = link.href!.split("/").pop()!;
    const english = cityName.en.get(slug) ?? slug;
    return locale === "fr" ? (cityName.fr.get(slug) ?? english) : english;
  };
  return (
    <footer
      className={cn(
        "render-when-visible [contain-intrinsic-block-size:auto_66rem]",
        "sm:[contain-intrinsic-block-size:auto_50rem] lg:[contain-intrinsic-block-size:auto_31rem]",
        "border-t border-ink-700 bg-ink-900",
      )}
    >
      <Container className="grid gap-12 py-16 lg:grid-cols-[1.2fr_2fr]">
        <div className="space-y-5">
          <Logo href={localePath("/", locale)} />
          <p className="max-w-sm text-sm leading-relaxed text-fg-muted">{t("footer.description")}</p>
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
              {t("footer.location")}
            </li>
          </ul>
          <a
            href={siteConfig.linkedInUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 text-sm font-medium text-fg-muted hover:text-fg"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            {t("footer.linkedIn")}
            <span className="sr-only">{c("opensInNewTab")}</span>
          </a>
          <a href={feedPath(locale)} type="application/rss+xml" className="flex items-center gap-2 text-sm font-medium text-fg-muted hover:text-fg">
            <Rss className="size-4 text-brand-300" aria-hidden="true" />
            {t("footer.feed")}
          </a>
          <p className="flex items-center gap-2 text-sm text-fg-muted">
            <Languages className="size-4 text-brand-300" aria-hidden="true" />
            <span>{t("footer.languages")}</span>
            <LanguageLink
              href={alternate ?? localePath("/", other)}
              to={other}
              name={t("language.name")}
              label={t("language.label")}
              className="font-medium text-fg underline-offset-4 hover:underline"
            />
          </p>
        </div>
        <nav aria-label={t("footer.label")} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {footerGroups.map((group) => (
            <div key={group}>
              <h2 className="text-sm font-semibold text-fg">{t(`footer.groups.${group}`)}</h2>
              <ul className="mt-4 space-y-2.5">
                {siteLinks
                  .filter((link) => link.footer === group)
                  .map((link) => (
                    <li key={link.href}>
                      <Link href={localePath(link.href!, locale)} className="text-sm text-fg-muted hover:text-fg">
                        {label(link)}
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
            © {new Date().getFullYear()} {siteConfig.name} Inc. {t("footer.rights")}
          </p>
          <p>{t("footer.dataNote")}</p>
        </Container>
      </div>
    </footer>
  );
}
