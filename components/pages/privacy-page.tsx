import { LegalDocument } from "@/components/legal/legal-document";
import { PrivacyOfficerCard } from "@/components/legal/privacy-officer-card";
import { SiteChrome } from "@/components/layout/site-chrome";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { pageMetadata } from "@/lib/seo/metadata";

const PATH = "/privacy";

export const privacyMetadata = (locale: Locale) => {
  const t = translator(locale, "legal");
  return pageMetadata(locale, PATH, { title: t("privacy.meta.title"), description: t("privacy.meta.description") });
};

// /privacy and /fr/confidentialite: the Privacy Policy, then the privacy officer's card.
export function PrivacyPage({ locale }: { locale: Locale }) {
  const { privacyPolicy, privacyOfficer } = contentIn(locale, "legal");
  return (
    <SiteChrome locale={locale} path={PATH}>
      <LegalDocument locale={locale} document={privacyPolicy} path={PATH}>
        <PrivacyOfficerCard locale={locale} officer={privacyOfficer} />
      </LegalDocument>
    </SiteChrome>
  );
}
