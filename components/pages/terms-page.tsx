import { LegalDocument } from "@/components/legal/legal-document";
import { SiteChrome } from "@/components/layout/site-chrome";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { pageMetadata } from "@/lib/seo/metadata";

const PATH = "/terms";

export const termsMetadata = (locale: Locale) => {
  const t = translator(locale, "legal");
  return pageMetadata(locale, PATH, { title: t("terms.meta.title"), description: t("terms.meta.description") });
};

// /terms and /fr/conditions-utilisation: the Terms of Service.
export function TermsPage({ locale }: { locale: Locale }) {
  const { termsOfService } = contentIn(locale, "legal");
  return (
    <SiteChrome locale={locale} path={PATH}>
      <LegalDocument locale={locale} document={termsOfService} path={PATH} />
    </SiteChrome>
  );
}
