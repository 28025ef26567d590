import "server-only";
import { en } from "@/content/messages";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";

// The workspace's words in a staff member's language (content/messages/*/staff.json): the locale is
// the account's, never the address's.
export const staffTranslator = (locale: Locale) => translator(locale, "staff");
export type StaffTranslator = ReturnType<typeof staffTranslator>;

export type StaffErrorKey = keyof typeof en.staff.errors;
export const isStaffErrorKey = (key: string): key is StaffErrorKey => Object.hasOwn(en.staff.errors, key);

// A validation message in the reader's language. The workspace's schemas and errors carry keys of
// the catalogue's "errors" ("chooseStatus"), with their values (a maximum, an address) beside them.
export function errorText(t: StaffTranslator, key: string, values: Record<string, string | number> = {}): string {
  return isStaffErrorKey(key) ? t(`errors.${key}`, values as never) : key;
}

// One zod issue, worded: its message is a key; a too-long text gives its maximum, a custom issue
// its params (a date's range).
export const issueText = (t: StaffTranslator, issue: { message: string; maximum?: unknown; params?: Record<string, string | number> }) =>
  errorText(t, issue.message, { max: Number(issue.maximum ?? 0), ...issue.params });

// Why the spam checks caught a lead, in words ("hidden field filled in"); a reason the catalogue
// does not know is shown as stored.
export function spamReasonText(t: StaffTranslator, reason: string | null): string {
  const key = reason ?? "unknown";
  return Object.hasOwn(en.staff.spamReasons, key) ? t(`spamReasons.${key as keyof typeof en.staff.spamReasons}`) : key;
}
