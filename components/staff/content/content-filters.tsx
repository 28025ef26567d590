import { staffButton, staffField } from "@/components/staff/styles";
import { SCHEDULE_VIEWS } from "@/lib/content/schedules";
import type { Locale } from "@/lib/i18n/locale";
import { staffTranslator } from "@/lib/staff/messages";
import { SEARCH_QUERY_MAX } from "@/lib/validations/content";
import { SORTS, STATUSES, type ListQuery } from "./list-query";

// The content list's filters as a plain GET form: what it sends is the list's address (./list-query.ts),
// and a new filter starts again at page 1.
// `categories`: each category's name in the account's language, by its slug.
export function ContentFilters({ view, language, categories }: { view: ListQuery; language: Locale; categories: Map<string, string> }) {
  const t = staffTranslator(language);
  const { filter, q, schedule, sort } = view;
  return (
    <form
      method="get"
      aria-label={t("content.filters.label")}
      className="mt-4 grid gap-3 rounded-card bg-ink-900 p-4 ring-1 ring-ink-700 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
    >
      <div className="grid gap-1 sm:col-span-2 lg:col-span-6">
        <label htmlFor="content-search" className="text-sm font-medium">
          {t("contentSearch.label")}
        </label>
        <input
          id="content-search"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={SEARCH_QUERY_MAX}
          aria-describedby="content-search-hint"
          className={staffField}
        />
        <span id="content-search-hint" className="text-xs text-fg-subtle">
          {t("contentSearch.hint")}
        </span>
      </div>
      <FilterSelect
        label={t("content.filters.status")}
        name="status"
        value={filter.status}
        any={t("content.filters.any")}
        options={STATUSES.map((s) => [s, t(`content.statuses.${s}`)])}
      />
      <FilterSelect
        label={t("content.filters.locale")}
        name="locale"
        value={filter.locale}
        any={t("content.filters.anyFeminine")}
        options={(["en", "fr"] as const).map((l) => [l, t(`content.locales.${l}`)])}
      />
      <FilterSelect
        label={t("content.filters.category")}
        name="category"
        value={filter.category}
        any={t("content.filters.anyFeminine")}
        options={[...categories]}
      />
      <FilterSelect
        label={t("content.filters.schedule")}
        name="schedule"
        value={schedule}
        any={t("content.filters.anyFeminine")}
        options={SCHEDULE_VIEWS.map((v) => [v, t(`content.filters.schedules.${v}`)])}
      />
      <FilterSelect label={t("content.filters.sort")} name="sort" value={sort} options={SORTS.map((s) => [s, t(`content.filters.sorts.${s}`)])} />
      <label className="flex min-h-10 items-center gap-2 text-sm">
        <input type="checkbox" name="stale" value="1" defaultChecked={filter.stale} className="size-4" />
        {t("content.filters.stale")}
      </label>
      <button type="submit" className={staffButton}>
        {t("content.filters.apply")}
      </button>
    </form>
  );
}

// One of the filters: a select of its values, the first one "any" (none set) when it has one, named by its
// label alone (a label around it would take in its options' words: « Order » would answer to « Language »).
function FilterSelect({ label, name, value, any, options }: { label: string; name: string; value?: string; any?: string; options: [string, string][] }) {
  return (
    <div className="grid gap-1 text-sm font-medium">
      <label htmlFor={`content-filter-${name}`}>{label}</label>
      <select id={`content-filter-${name}`} name={name} defaultValue={value ?? ""} className={staffField}>
        {any !== undefined && <option value="">{any}</option>}
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
