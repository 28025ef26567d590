import "server-only";
import { marketingConsent } from "@/content/consent";
import { formatNumber } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locale";
import { messagesOf } from "@/lib/i18n/messages";
import { localizeFieldErrors } from "@/lib/validations/localize";

// What the demo dialog (a client component) shows, in one language: handed to it as props.
export function demoDialogCopy(locale: Locale) {
  const copy = messagesOf(locale, "demoDialog");
  return { ...copy, locale, labels: { ...copy.labels, consent: marketingConsent[locale].text }, errors: messagesOf(locale, "forms").errors };
}
export type DemoDialogCopy = ReturnType<typeof demoDialogCopy>;

// The language an API request wants its messages in: the forms send `locale`; other clients may
// ask with Accept-Language (French first). English, the spec's, by default.
export function requestLocale(request: Request, body?: unknown): Locale {
  const sent = (body as { locale?: unknown } | null | undefined)?.locale;
  if (sent === "fr" || sent === "en") return sent;
  const first = (request.headers.get("accept-language") ?? "").split(",")[0]?.trim().toLowerCase() ?? "";
  return first === "fr" || first.startsWith("fr-") ? "fr" : "en";
}

// A 400's field errors in the request's language.
export const fieldErrorsIn = (locale: Locale, errors: Record<string, string>) =>
  locale === "en" ? errors : localizeFieldErrors(errors, messagesOf(locale, "forms").errors, (n) => formatNumber(locale, n));
