import type { Messages } from "@/content/messages";
import type { Locale } from "@/lib/i18n/locale";

// The booking's words in one language, each catalogue its own chunk: a page fetches its language's
// only, when the picker loads (the demo dialog's success step, the chat, the meeting's page).
export type BookingMessages = Messages["booking"];

const loaders: Record<Locale, () => Promise<BookingMessages>> = {
  en: () => import("@/content/messages/en/booking.json").then((m) => m.default),
  fr: () => import("@/content/messages/fr/booking.json").then((m) => m.default),
};
const loaded = new Map<Locale, Promise<BookingMessages>>();

export function loadBookingMessages(locale: Locale): Promise<BookingMessages> {
  let messages = loaded.get(locale);
  if (!messages) loaded.set(locale, (messages = loaders[locale]()));
  return messages;
}
