import { AboutClosing } from "@/components/company/about-closing";
import { AboutStats } from "@/components/company/about-stats";
import { AwardsList } from "@/components/company/awards-list";
import { CompanyTimeline } from "@/components/company/company-timeline";
import { CompanyValues } from "@/components/company/company-values";
import { FounderStory } from "@/components/company/founder-story";
import { HeadquartersSection } from "@/components/company/headquarters-section";
import { LeadershipGrid } from "@/components/company/leadership-grid";
import { PageHeader } from "@/components/layout/page-header";
import { SiteChrome } from "@/components/layout/site-chrome";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { localePath } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";

const PATH = "/about";

export const aboutMetadata = (locale: Locale) => {
  const t = translator(locale, "about");
  return pageMetadata(locale, PATH, { title: t("meta.title"), description: t("meta.description") });
};

// /about and /fr/a-propos: stats, founder story, timeline, leadership, values, awards, headquarters.
export function AboutPage({ locale }: { locale: Locale }) {
  const t = translator(locale, "about");
  return (
    <SiteChrome locale={locale} path={PATH}>
      <PageHeader locale={locale} path={localePath(PATH, locale)} eyebrow={t("header.eyebrow")} title={t("header.title")} subtitle={t("header.subtitle")} />
      <AboutStats locale={locale} />
      <FounderStory locale={locale} />
      <CompanyTimeline locale={locale} />
      <LeadershipGrid locale={locale} />
      <CompanyValues locale={locale} />
      <AwardsList locale={locale} />
      <HeadquartersSection locale={locale} />
      <AboutClosing locale={locale} />
    </SiteChrome>
  );
}
