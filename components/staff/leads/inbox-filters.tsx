import Link from "next/link";
import { Field } from "@/components/staff/dashboard";
import { DateInput } from "@/components/staff/date-input";
import { LanguageOptions, OwnerOptions } from "@/components/staff/filter-options";
import { staffButton, staffField } from "@/components/staff/styles";
import { INBOX_SORTS, LEAD_STATUSES, type InboxFilter } from "@/lib/leads/workspace";
import type { StaffTranslator } from "@/lib/staff/messages";

const FILTERS = ["kind", "status", "owner", "consent", "language", "from", "to", "first", "last", "sort"];

// The inbox's filters: a plain GET form, so every view is a link a colleague can open.
export function InboxFilters({
  raw,
  filter,
  team,
  t,
}: {
  raw: Record<string, string>;
  filter: InboxFilter;
  team: { id: string; name: string }[];
  t: StaffTranslator;
}) {
  const dateCopy = { placeholder: t("common.datePlaceholder"), format: t("common.dateFormat") };
  return (
    <form method="get" action="/staff" className="mt-4 rounded-card bg-ink-900 p-3 ring-1 ring-ink-700">
      <input type="hidden" name="folder" value={filter.folder} />
      <div className="flex items-end gap-2">
        <label className="grid flex-1 gap-1 text-xs text-fg-muted">
          {t("inbox.search")}
          <input name="q" defaultValue={raw.q} className={staffField} />
        </label>
        <button type="submit" className={staffButton}>
          {t("inbox.filter")}
        </button>
        <Link href={filter.folder === "spam" ? "/staff?folder=spam" : "/staff"} className="h-10 content-center px-1 text-sm text-fg-muted hover:text-fg">
          {t("inbox.clear")}
        </Link>
      </div>
      {/* Closed on a phone until used; open whenever one of these filters is set. */}
      <details open={FILTERS.some((name) => raw[name] !== undefined)} className="mt-2">
        <summary className="cursor-pointer text-sm text-brand-300 select-none">{t("inbox.moreFilters")}</summary>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Field label={t("inbox.labels.kind")}>
            <select name="kind" defaultValue={raw.kind ?? ""} className={staffField}>
              <option value="">{t("inbox.options.all")}</option>
              <option value="demo">{t("kinds.demoRequests")}</option>
              <option value="contact">{t("kinds.contactMessages")}</option>
            </select>
          </Field>
          <Field label={t("inbox.labels.status")}>
            <select name="status" defaultValue={raw.status ?? ""} className={staffField}>
              <option value="">{t("inbox.options.any")}</option>
              {LEAD_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t("inbox.labels.owner")}>
            <select name="owner" defaultValue={raw.owner ?? ""} className={staffField}>
              <OwnerOptions team={team} anyone={t("inbox.options.anyone")} me={t("inbox.options.me")} t={t} />
            </select>
          </Field>
          <Field label={t("inbox.labels.consent")}>
            <select name="consent" defaultValue={raw.consent ?? ""} className={staffField}>
              <option value="">{t("inbox.options.any")}</option>
              <option value="yes">{t("inbox.options.express")}</option>
              <option value="no">{t("inbox.options.none")}</option>
            </select>
          </Field>
          <Field label={t("inbox.labels.language")}>
            <select name="language" defaultValue={raw.language ?? ""} className={staffField}>
              <LanguageOptions any={t("inbox.options.anyFeminine")} t={t} />
            </select>
          </Field>
          <Field label={t("inbox.labels.from")}>
            <DateInput name="from" defaultValue={raw.from} copy={dateCopy} className={staffField} />
          </Field>
          <Field label={t("inbox.labels.to")}>
            <DateInput name="to" defaultValue={raw.to} copy={dateCopy} className={staffField} />
          </Field>
          <Field label={t("inbox.labels.sort")}>
            <select name="sort" defaultValue={filter.sort} className={staffField}>
              {INBOX_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`inbox.sorts.${s}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t("inbox.labels.first")}>
            <input name="first" defaultValue={raw.first} placeholder="google" className={staffField} />
          </Field>
          <Field label={t("inbox.labels.last")}>
            <input name="last" defaultValue={raw.last} placeholder="newsletter" className={staffField} />
          </Field>
        </div>
      </details>
    </form>
  );
}
