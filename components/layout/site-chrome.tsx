import { Suspense } from "react";
import { Analytics } from "@/components/analytics/analytics";
import { ChatLauncher } from "@/components/chat/chat-launcher";
import { DemoDialogProvider } from "@/components/demo-request/demo-dialog-provider";
import { AppToaster } from "@/components/ui/toaster";
import { demoDialogCopy } from "@/content/demo-dialog";
import { translate, type Locale } from "@/content/i18n";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

// Everything around a page: header, footer, the demo dialog, the chat widget, toasts and analytics.
// The chat's conversation is written in English, so the French page goes without it.
export function SiteChrome({ locale = "en", children }: { locale?: Locale; children: React.ReactNode }) {
  return (
    <DemoDialogProvider copy={demoDialogCopy[locale]}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-control focus:bg-brand-600 focus:px-4 focus:py-2 focus:text-white"
      >
        {translate(locale, "Skip to content")}
      </a>
      <SiteHeader locale={locale} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter locale={locale} />
      {locale === "en" && <ChatLauncher />}
      <AppToaster />
      <Suspense fallback={null}>
        <Analytics />
      </Suspense>
    </DemoDialogProvider>
  );
}
