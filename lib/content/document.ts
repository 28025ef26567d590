import "server-only";
import type { FieldDiff } from "@/lib/content/diff";
import { problemMessage, type Problem } from "@/lib/content/gates";
import type { Locale } from "@/lib/i18n/locale";
import { errorText, StaffError, type StaffTranslator } from "@/lib/staff/messages";

// What every kind of document shares, whichever store writes it (lib/content/store.ts the articles,
// city-store.ts the city pages; editing.ts, media.ts, review.ts and schedules.ts for any kind): who
// acts, how a refusal is answered, and how a route's address names a document.

// The kinds of document (an article, a city page), as the workspace's screens name them.
export type { ContentKind } from "@/db/enums";

// Who does it, and from where (the audit log's actor and address).
export interface ContentActor {
  id: string;
  email: string;
  ip?: string | null;
}

export interface Conflict {
  revision: number;
  author: string | null;
  at: string;
  diff: FieldDiff[];
}

// A refusal of the store, answered by the API in the reader's language: a key of the staff
// catalogue's errors with its status, and what the caller needs to show (the conflict, the gates'
// problems, a field's refusal).
export class ContentError extends StaffError {
  constructor(
    key: string,
    status: number,
    readonly extra: {
      conflict?: Conflict;
      problems?: Problem[];
      field?: string;
      retryAfter?: number;
      values?: Record<string, string | number>;
      // What went wrong underneath, for the operator's log line (lib/staff/action.ts), never the answer.
      cause?: Error;
    } = {},
  ) {
    super(key, extra.values ?? {}, status);
    this.retryAfter = extra.retryAfter;
    this.cause = extra.cause;
  }

  override details(t: StaffTranslator, locale: Locale): Record<string, unknown> {
    const { conflict, problems, field } = this.extra;
    return {
      ...(conflict ? { conflict } : {}),
      // Worded by the gates, a French rule's advice in the account's language.
      ...(problems ? { problems: problems.map((p) => ({ ...p, message: problemMessage({ ...p, params: p.params ?? {} }, locale) })) } : {}),
      ...(field ? { fields: { [field]: errorText(t, this.key, this.values) } } : {}),
    };
  }
}

// A save or publish from a revision that is no longer the head, found inside its transaction: the
// 409 itself, with who saved since and what they changed, is built once the transaction is over
// (conflictAfter), since the comparison runs on another thread and a transaction awaits only its own
// queries. Callers with a transaction of their own (a schedule, a review) see it as the 409.
export class StaleBaseError extends ContentError {
  constructor(
    readonly docId: number,
    readonly base: number,
  ) {
    super("contentConflict", 409);
  }
}

// An id from an address (an article's, a review's, a publish event's: "12"); anything else is no such thing (404).
export function addressId(value: string): number {
  const id = Number(value);
  if (!/^\d{1,12}$/.test(value) || !Number.isSafeInteger(id)) throw new ContentError("contentNotFound", 404);
  return id;
}

// A row's id from an address ("12"); anything else is `missing()` (each room's own 404).
export function rowId(value: string, missing: () => Error): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw missing();
  return id;
}

// A city page's language from the query string (?locale=fr), English by default.
export function pageLocale(query: URLSearchParams): Locale {
  const locale = query.get("locale") ?? "en";
  if (locale !== "en" && locale !== "fr") throw new ContentError("chooseLocale", 400, { field: "locale" });
  return locale;
}
