import Link from "next/link";
import { staffButton, staffField } from "@/components/staff/styles";
import { Moment } from "@/components/staff/times";
import type { Locale } from "@/lib/i18n/locale";
import { messagesOf } from "@/lib/i18n/messages";
import type { listAudit } from "@/lib/staff/audit";
import { staffTranslator } from "@/lib/staff/messages";
import type { Staff } from "@/lib/staff/session";

// The audit log (GET /staff/audit): the filter by action and actor, the entries newest first (a
// page of 100), and the link to the older ones, which keeps the filter.
export function AuditView({
  staff,
  filter,
  entries,
  actions,
}: {
  staff: Staff;
  filter: { action?: string; actor?: string };
  entries: Awaited<ReturnType<typeof listAudit>>;
  actions: string[];
}) {
  const t = staffTranslator(staff.language);
  const words = messagesOf(staff.language, "staff").audit;
  const actionName = (action: string) => (words.actions as Record<string, string>)[action] ?? action;
  const older = entries.length === 100 ? entries.at(-1)!.id : null;
  // The older entries' page keeps the filter.
  const olderQuery = new URLSearchParams((["action", "actor"] as const).flatMap((key) => (filter[key] ? [[key, filter[key]!]] : [])));
  if (older) olderQuery.set("before", String(older));

  return (
    <>
      <h1 className="text-h3 font-bold">{t("audit.title")}</h1>
      <form method="get" className="mt-4 flex flex-wrap items-end gap-2 rounded-card bg-ink-900 p-3 ring-1 ring-ink-700">
        <label className="grid gap-1 text-xs text-fg-muted">
          {t("audit.action")}
          <select name="action" defaultValue={filter.action ?? ""} className={staffField}>
            <option value="">{t("audit.any")}</option>
            {actions.map((a) => (
              <option key={a} value={a}>
                {actionName(a)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid flex-1 gap-1 text-xs text-fg-muted">
          {t("audit.actor")}
          <input name="actor" type="email" defaultValue={filter.actor} className={staffField} />
        </label>
        <button type="submit" className={staffButton}>
          {t("audit.filter")}
        </button>
      </form>
      <ol aria-label={t("audit.list")} className="mt-4 divide-y divide-ink-700 rounded-card bg-ink-900 text-sm ring-1 ring-ink-700">
        {entries.map((entry) => (
          <li key={entry.id} className="grid gap-1 px-4 py-2.5 sm:grid-cols-[13rem_9rem_1fr]">
            <span className="text-fg-subtle">
              <Moment at={entry.createdAt} locale={staff.language} timeZone={staff.timeZone} />
            </span>
            <span className="font-semibold" title={entry.action}>
              {actionName(entry.action)}
            </span>
            <span className="min-w-0 break-words text-fg-muted">
              {entry.actorEmail ?? t("audit.site")}
              {entry.target && <> → {entry.target}</>}
              {entry.ip && <span className="text-fg-subtle"> · {entry.ip}</span>}
              {entry.detail && <span className="block text-xs text-fg-subtle">{detailText(entry.detail, words, staff.language)}</span>}
            </span>
          </li>
        ))}
        {entries.length === 0 && <li className="px-4 py-3 text-fg-muted">{t("audit.none")}</li>}
      </ol>
      {older && (
        <p className="mt-4 text-right text-sm">
          <Link href={`/staff/audit?${olderQuery}`} className="font-semibold text-brand-300">
            {t("audit.older")}
          </Link>
        </p>
      )}
    </>
  );
}

// An entry's details (stored as JSON) in the account's words: « Langue : français · Fuseau horaire :
// aucun », each field named, each known value worded; what is not JSON is shown as it is.
function detailText(detail: string, words: { fields: Record<string, string>; values: Record<string, string> }, locale: Locale): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return detail;
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return detail;
  const colon = locale === "fr" ? "\u00a0: " : ": ";
  const value = (v: unknown) => {
    const key = v === null ? "null" : String(v);
    if (typeof v === "string" || typeof v === "boolean" || v === null) return words.values[key] ?? key;
    return typeof v === "number" ? String(v) : JSON.stringify(v);
  };
  return Object.entries(parsed)
    .map(([field, v]) => `${words.fields[field] ?? field}${colon}${value(v)}`)
    .join(" · ");
}
