import { CareerBenefits } from "@/components/company/career-benefits";
import { CultureSection } from "@/components/company/culture-section";
import { HiringProcess } from "@/components/company/hiring-process";
import { JobAlerts } from "@/components/company/job-alerts";
import { OpenPositions } from "@/components/company/open-positions";
import { PageHeader } from "@/components/layout/page-header";
import { SiteChrome } from "@/components/layout/site-chrome";
import { buttonStyles } from "@/components/ui/button";
import { contentIn } from "@/lib/i18n/content";
import { anchorIn } from "@/lib/fragments";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { localePath } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";

const PATH = "/careers";

export const careersMetadata = (locale: Locale) => {
  const t = translator(locale, "careers");
  return pageMetadata(locale, PATH, { title: t("meta.title"), description: t("meta.description") });
};

// /careers and /fr/carrieres: benefits, open positions, culture, hiring process, job alerts.
export function CareersPage({ locale }: { locale: Locale }) {
  const t = translator(locale, "careers");
  const { jobs } = contentIn(locale, "careers");
  return (
    <SiteChrome locale={locale} path={PATH}>
      <PageHeader locale={locale} path={localePath(PATH, locale)} eyebrow={t("header.eyebrow")} title={t("header.title")} subtitle={t("header.subtitle")}>
        <a href={`#${anchorIn(locale, "open-positions")}`} className={buttonStyles({ variant: "gold", size: "lg", className: "mt-9" })}>
          {t("header.viewPositions", { count: jobs.length })}
        </a>
      </PageHeader>
      <CareerBenefits locale={locale} />
      <OpenPositions locale={locale} />
      <CultureSection locale={locale} />
      <HiringProcess locale={locale} />
      <JobAlerts locale={locale} />
    </SiteChrome>
  );
}
