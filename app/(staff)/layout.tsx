import type { Metadata, Viewport } from "next";
import { languageTag } from "@/lib/i18n/locale";
import { siteConfig } from "@/lib/site-config";
import { staffTranslator } from "@/lib/staff/messages";
import { currentStaff } from "@/lib/staff/session";
import "./staff.css";

// The staff workspace's root layout: no marketing chrome, chat or analytics; never indexed. Its
// language is the signed-in account's (English before signing in): the address never changes.
export async function generateMetadata(): Promise<Metadata> {
  const t = staffTranslator((await currentStaff())?.language ?? "en");
  return {
    title: { default: t("meta.title", { site: siteConfig.name }), template: t("meta.template", { site: siteConfig.name }) },
    robots: { index: false, follow: false },
  };
}

export const viewport: Viewport = { themeColor: "#04070e" };

export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  const staff = await currentStaff();
  return (
    <html lang={languageTag[staff?.language ?? "en"]}>
      <body className="min-h-dvh">{children}</body>
    </html>
  );
}
