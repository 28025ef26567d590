import { Suspense } from "react";
import { Analytics } from "@/components/analytics/analytics";
import { ChatLauncher } from "@/components/chat/chat-launcher";
import { DemoDialogProvider } from "@/components/demo-request/demo-dialog-provider";
import { AppToaster } from "@/components/ui/toaster";
import { otherLocale, type Locale } from "@/lib/i18n/locale";
import { pathIn } from "@/lib/routes";
import type { PageAddresses } from "@/lib/seo/metadata";
import { demoDialogCopy } from "@/lib/i18n/forms";
import { messagesOf, translator } from "@/lib/i18n/messages";
import { cn } from "@/lib/utils";
import { LanguageSuggestion } from "./language-link";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

// Everything around a page, in its language: header, footer, the demo dialog, the chat widget,
// toasts and analytics. Each page renders it (rather than the layout) because only the page knows
// its address in the other language, which the language links lead to: `path`, the page's English
// canonical path (lib/routes.ts has its twin), or `addresses` for a page outside the route table
// (an article). With neither, or no twin, the links lead to the other language's home.
export function SiteChrome({ locale, path, addresses, children }: { locale: Locale; path?: string; addresses?: PageAddresses; children: React.ReactNode }) {
  const t = translator(locale, "common");
  const other = otherLocale(locale);
  const alternate = addresses ? addresses[other] : path ? pathIn(path, other) : null;
  return (
    <DemoDialogProvider copy={demoDialogCopy(locale)}>
      <a
        href="#main"
        className={cn(
          "sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50",
          "focus:rounded-control focus:bg-brand-600 focus:px-4 focus:py-2 focus:text-white",
        )}
      >
        {t("skipToContent")}
      </a>
      <SiteHeader locale={locale} alternate={alternate} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter locale={locale} alternate={alternate} />
      <ChatLauncher locale={locale} />
      {/* The offer of the French page is made in French. */}
      {locale === "en" && alternate && <LanguageSuggestion href={alternate} labels={messagesOf("fr", "chrome").language.suggestion} />}
      <AppToaster />
      <Suspense fallback={null}>
        <Analytics />
      </Suspense>
    </DemoDialogProvider>
  );
}
