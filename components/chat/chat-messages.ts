import type { Locale } from "@/lib/i18n/locale";
import type { ChatMessages } from "@/lib/chat/messages";

// The chat's messages in one language, each catalogue its own chunk: a page fetches its language's
// only, and only when the panel loads (the launcher's three labels come from the server). One
// promise per language, so the panel can suspend on it with use().
const loaders: Record<Locale, () => Promise<ChatMessages>> = {
  en: () => import("@/content/messages/en/chat.json").then((m) => m.default),
  fr: () => import("@/content/messages/fr/chat.json").then((m) => m.default),
};

const loaded = new Map<Locale, Promise<ChatMessages>>();

export function loadChatMessages(locale: Locale): Promise<ChatMessages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = loaders[locale]();
    loaded.set(locale, messages);
  }
  return messages;
}
