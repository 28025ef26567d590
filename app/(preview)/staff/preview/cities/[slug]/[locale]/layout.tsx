import type { Viewport } from "next";
import { isLocale, languageTag } from "@/lib/i18n/locale";
import "../../../../../../globals.css";

export const viewport: Viewport = { themeColor: "#04070e" };

// The preview's root layout: the public site's stylesheet and <html lang> in the page's language, as
// the published page has them, under a private /staff address.
export default async function CityPreviewLayout({ children, params }: LayoutProps<"/staff/preview/cities/[slug]/[locale]">) {
  const { locale } = await params;
  return (
    <html lang={languageTag[isLocale(locale) ? locale : "en"]}>
      <body className="flex min-h-dvh flex-col">{children}</body>
    </html>
  );
}
