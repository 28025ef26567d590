import "server-only";
import { marketingConsent } from "@/content/consent";
import { formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { messagesOf } from "@/lib/i18n/messages";
import { issueText, type FieldIssue } from "@/lib/validations/field-errors";

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

// A 400's field errors in the request's language, worded from the same table as the forms. The
// API's English writes a maximum as the spec does ("at most 5000 characters"); French groups it.
export function fieldErrorsIn(locale: Locale, errors: Record<string, FieldIssue>): Record<string, string> {
  const table = messagesOf(locale, "forms").errors;
  const number = locale === "en" ? String : (n: number) => formatNumber(locale, n);
  return Object.fromEntries(Object.entries(errors).map(([field, issue]) => [field, issueText(issue, table, number)]));
}
