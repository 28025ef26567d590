import "server-only";
import { createTranslator } from "use-intl/core";
import { en, fr, type Messages } from "@/content/messages";
import { languageTag, type Locale } from "@/lib/i18n/locale";

// use-intl's translator (the framework-free core of next-intl) over the site's catalogues
// (content/messages): ICU messages (plurals, select, {placeholders}), keys typed against the English
// catalogue. Server components translate; a client component is handed the finished strings it
// shows, so no page ships a catalogue or the message formatter. No routing middleware or React
// provider: each language has its own static route tree (lib/routes.ts).
export const catalogues: Record<Locale, Messages> = { en, fr };

export function translator<N extends keyof Messages>(locale: Locale, namespace: N) {
  return createTranslator({ locale: languageTag[locale], messages: catalogues[locale], namespace });
}

// A namespace's messages as plain data, for a client component that shows them as they are.
export const messagesOf = <N extends keyof Messages>(locale: Locale, namespace: N): Messages[N] => catalogues[locale][namespace];
