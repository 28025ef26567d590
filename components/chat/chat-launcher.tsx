import type { Locale } from "@/lib/i18n/locale";
import { messagesOf } from "@/lib/i18n/messages";
import { ChatLauncherButton } from "./chat-launcher-button";

// The chat widget in the page's language, on every page (components/layout/site-chrome.tsx): the
// browser gets the launcher's three labels in that language, and the panel loads the rest of the
// conversation (components/chat/chat-messages.ts) when it is needed.
export function ChatLauncher({ locale }: { locale: Locale }) {
  return <ChatLauncherButton locale={locale} labels={messagesOf(locale, "chat").launcher} />;
}
