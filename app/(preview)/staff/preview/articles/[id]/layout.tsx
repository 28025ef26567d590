import type { Viewport } from "next";
import { articleRow } from "@/lib/content/preview-page";
import { languageTag } from "@/lib/i18n/locale";
import "../../../../../globals.css";

export const viewport: Viewport = { themeColor: "#04070e" };

// The preview's root layout: the public site's stylesheet and <html lang> in the article's
// language, as the published page has them, under a private /staff address.
export default async function PreviewLayout({ children, params }: LayoutProps<"/staff/preview/articles/[id]">) {
  const { id } = await params;
  const row = /^\d+$/.test(id) ? await articleRow(Number(id)) : null;
  return (
    <html lang={languageTag[row?.locale ?? "en"]}>
      <body className="flex min-h-dvh flex-col">{children}</body>
    </html>
  );
}
