import { ChevronRight, MessageCircle, MousePointer2 } from "lucide-react";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { SampleScreen, ScreenFrame } from "./sample-screen";

// Step 2: the list of request types, with the Facebook Messenger Request chosen.
// The other request types are drawn as placeholders: only the one this guide covers is named.
export function RequestTypeScreen({ locale }: { locale: Locale }) {
  const t = translator(locale, "training");
  return (
    <SampleScreen locale={locale} caption={t("screen.requestType.caption")}>
      <ScreenFrame locale={locale} title={t("screen.requestType.title")}>
        <p className="text-sm font-semibold text-fg">{t("screen.requestType.heading")}</p>
        <ul className="mt-3 space-y-2">
          <li className="relative flex items-center gap-3 rounded-control bg-brand-600/20 p-3 ring-1 ring-brand-400/50">
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-600 text-white">
              <MessageCircle className="size-4.5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold text-brand-200">{t("screen.requestType.messenger")}</span>
              <span className="block text-xs text-fg-muted">{t("screen.requestType.messengerText")}</span>
            </span>
            <ChevronRight className="size-4 shrink-0 text-brand-300" />
            <MousePointer2 className="absolute right-8 -bottom-2.5 size-5 fill-fg text-ink-950" strokeWidth={1.5} />
          </li>
          {["w-2/5", "w-1/2", "w-1/3"].map((width) => (
            <li key={width} className="flex items-center gap-3 rounded-control bg-ink-850 p-3 ring-1 ring-ink-700">
              <span className="size-9 shrink-0 rounded-lg bg-ink-700" />
              <span className="min-w-0 flex-1 space-y-2">
                <span className={`block h-2.5 rounded-full bg-ink-600 ${width}`} />
                <span className="block h-2 w-3/4 rounded-full bg-ink-700" />
              </span>
              <ChevronRight className="size-4 shrink-0 text-ink-600" />
            </li>
          ))}
        </ul>
      </ScreenFrame>
    </SampleScreen>
  );
}
