import type { Metadata, Viewport } from "next";
import { cookies, headers } from "next/headers";
import { languageTag, type Locale } from "@/lib/i18n/locale";
import { LANGUAGE_COOKIE, visitorLanguage } from "@/lib/i18n/visitor-language";
import { siteConfig } from "@/lib/site-config";
import { staffTranslator } from "@/lib/staff/messages";
import { currentStaff } from "@/lib/staff/session";
import "./staff.css";

// The staff workspace's root layout: no marketing chrome, chat or analytics; never indexed. Its
// language is the signed-in account's; before signing in, the visitor's (their choice on the sign-in
// page or the public site, else their browser's): the address never changes.
async function pageLanguage(): Promise<Locale> {
  const staff = await currentStaff();
  if (staff) return staff.language;
  const [jar, sent] = await Promise.all([cookies(), headers()]);
  return visitorLanguage({ cookie: jar.get(LANGUAGE_COOKIE)?.value, acceptLanguage: sent.get("accept-language") });
}

export async function generateMetadata(): Promise<Metadata> {
  const t = staffTranslator(await pageLanguage());
  return {
    title: { default: t("meta.title", { site: siteConfig.name }), template: t("meta.template", { site: siteConfig.name }) },
    robots: { index: false, follow: false },
  };
}

export const viewport: Viewport = { themeColor: "#04070e" };

export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={languageTag[await pageLanguage()]}>
      <body className="min-h-dvh">{children}</body>
    </html>
  );
}
