import { Languages } from "lucide-react";
import { PageHeader } from "@/components/layout/page-header";
import { SiteChrome } from "@/components/layout/site-chrome";
import { SearchEngineFiles } from "@/components/sitemap/search-engine-files";
import { SitemapGroupCard } from "@/components/sitemap/sitemap-group-card";
import { SitemapStats } from "@/components/sitemap/sitemap-stats";
import { Container } from "@/components/ui/container";
import { contentIn } from "@/lib/i18n/content";
import { languageTag, otherLocale, type Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { localePath } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";

const PATH = "/sitemap";

export const sitemapMetadata = (locale: Locale) => {
  const t = translator(locale, "sitemap");
  return pageMetadata(locale, PATH, { title: t("meta.title"), description: t("meta.description") });
};

// /sitemap and /fr/plan-du-site: the site's pages in one language, grouped, with their SEO priority
// (the links table, content/links.ts), then the XML sitemaps. Each map lists its own language's pages
// and points to the other language's map: a link with a `lang` (the English map's pointer to the
// French Montreal page, which the French map lists as "Montréal" at its French address) is left out of both.
export function SitemapPage({ locale }: { locale: Locale }) {
  const t = translator(locale, "sitemap");
  const { sitemapIntro, sitemapStats, searchEngineFiles } = contentIn(locale, "sitemap");
  const { sitemapGroups, siteLinks } = contentIn(locale, "links");
  const groups = sitemapGroups.map((group) => ({ ...group, links: siteLinks.filter((link) => link.sitemap === group.id && !link.lang) }));
  const other = otherLocale(locale);
  return (
    <SiteChrome locale={locale} path={PATH}>
      <PageHeader locale={locale} path={localePath(PATH, locale)} eyebrow={sitemapIntro.eyebrow} title={sitemapIntro.title} subtitle={sitemapIntro.subtitle}>
        <SitemapStats stats={sitemapStats} />
        <p className="mt-6 flex items-start gap-2.5 text-sm text-fg-muted">
          <Languages className="mt-0.5 size-4 shrink-0 text-brand-300" aria-hidden="true" />
          <span className="min-w-0">
            {t("otherLanguage.text")}{" "}
            <a href={localePath(PATH, other)} hrefLang={languageTag[other]} className="font-semibold text-brand-300 hover:text-brand-200">
              {t("otherLanguage.link")}
            </a>
          </span>
        </p>
      </PageHeader>
      <Container className="py-16 sm:py-20">
        <div className="gap-6 lg:columns-2">
          {groups.map((group) => (
            <SitemapGroupCard key={group.id} group={group} locale={locale} />
          ))}
        </div>
        <SearchEngineFiles files={searchEngineFiles} locale={locale} />
      </Container>
    </SiteChrome>
  );
}
