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

// A key of the whole catalogue ("privacy.typeAgain"): a path of own properties ending at a message.
const isStaffKey = (key: string) =>
  typeof key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node && typeof node === "object" && Object.hasOwn(node, part) ? (node as Record<string, unknown>)[part] : undefined),
      en.staff,
    ) === "string";

// A validation message in the reader's language. The workspace's schemas and errors carry keys of
// the catalogue's "errors" ("chooseStatus"), or of the whole catalogue for a form's own words
// ("team.unknownChange"), with their values (a maximum, an address) beside them; anything else is
// shown as written.
export function errorText(t: StaffTranslator, key: string, values: Record<string, string | number> = {}): string {
  if (isStaffErrorKey(key)) return t(`errors.${key}`, values as never);
  return isStaffKey(key) ? t(key as never, values as never) : key;
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

// A refusal of the workspace, worded where it is shown: a message key (as errorText reads it) with
// its values, or a plain message. staffAction answers it with `status` in the reader's language.
// The domains' own errors (TeamError, RoutingError, LeadChangeError) are this one under their names.
export class StaffError extends Error {
  // Seconds before trying again, for a refusal that passes (a 429 budget, a 503 queue): the answer's Retry-After.
  retryAfter?: number;

  constructor(
    readonly key: string,
    readonly values: Record<string, string | number> = {},
    readonly status = 400,
    message = key,
  ) {
    super(message);
  }

  // What the JSON answer carries besides the worded error (a conflict, each refused field), in the
  // account's language (`t`, and `locale` for words that come with their own translations).
  details(t: StaffTranslator, locale: Locale): Record<string, unknown> {
    void t;
    void locale;
    return {};
  }
}
