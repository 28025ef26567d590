"use client";

import type { ActionOutcome } from "@/lib/staff/action";
import { staffButton, staffField } from "@/components/staff/styles";
import { useStaffAction, type ActionCopy } from "./use-staff-action";

// The assignment page's words, in the administrator's language.
export interface AssignmentCopy extends ActionCopy {
  title: string;
  saving: string;
  rule: string;
  rules: { none: string; "round-robin": string; territory: string };
  fallback: string;
  fallbacks: { none: string; "round-robin": string };
  remindAfter: string;
  escalateAfter: string;
  territories: string;
  territoriesIntro: string;
  provinces: string;
  languages: string;
  noAccounts: string;
  save: string;
  provinceNames: Record<string, string>;
  languageNames: { en: string; fr: string };
}

interface Account {
  id: string;
  name: string;
  email: string;
  provinces: string[];
  languages: string[];
  // "Territory of {name}", worded by the page.
  label: string;
}

// A field's error under it, tied to the field by aria-describedby.
function FieldError({ id, state }: { id: string; state: ActionOutcome }) {
  const message = state.fields?.[id];
  return message ? (
    <span id={`${id}-error`} className="text-xs text-danger-300">
      {message}
    </span>
  ) : null;
}

const invalid = (state: ActionOutcome, name: string) => (state.fields?.[name] ? { "aria-invalid": true, "aria-describedby": `${name}-error` } : {});

function Checkboxes({
  name,
  legend,
  options,
  checked,
  state,
}: {
  name: string;
  legend: string;
  options: [string, string][];
  checked: string[];
  state: ActionOutcome;
}) {
  return (
    <fieldset className="grid gap-1" {...invalid(state, name)}>
      <legend className="text-xs text-fg-muted">{legend}</legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3 lg:grid-cols-5">
        {options.map(([value, label]) => (
          <label key={value} className="flex min-h-8 items-center gap-2 text-sm">
            <input type="checkbox" name={name} value={value} defaultChecked={checked.includes(value)} className="size-4 shrink-0" />
            {label}
          </label>
        ))}
      </div>
      <FieldError id={name} state={state} />
    </fieldset>
  );
}

export function AssignmentForm({
  copy,
  hoursHint,
  settings,
  accounts,
}: {
  copy: AssignmentCopy;
  hoursHint: string;
  settings: { rule: string; fallback: string; remindAfterHours: number; escalateAfterHours: number };
  accounts: Account[];
}) {
  const [state, submit, pending] = useStaffAction("/staff/actions/assignment", copy);
  const select = (name: "rule" | "fallback", label: string, options: Record<string, string>, value: string) => (
    <label className="grid gap-1 text-xs text-fg-muted">
      {label}
      <select name={name} defaultValue={value} className={staffField} {...invalid(state, name)}>
        {Object.entries(options).map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
      <FieldError id={name} state={state} />
    </label>
  );
  const hours = (name: "remindAfterHours" | "escalateAfterHours", label: string, value: number) => (
    <label className="grid gap-1 text-xs text-fg-muted">
      {label}
      <input
        name={name}
        type="number"
        inputMode="decimal"
        min={0.25}
        max={80}
        step={0.25}
        required
        defaultValue={value}
        className={staffField}
        {...invalid(state, name)}
      />
      <FieldError id={name} state={state} />
    </label>
  );
  return (
    <form onSubmit={submit} aria-label={copy.title} className="mt-4 grid gap-4">
      <section className="grid gap-3 rounded-card bg-ink-900 p-4 ring-1 ring-ink-700 md:grid-cols-2">
        {select("rule", copy.rule, copy.rules, settings.rule)}
        {select("fallback", copy.fallback, copy.fallbacks, settings.fallback)}
        {hours("remindAfterHours", copy.remindAfter, settings.remindAfterHours)}
        {hours("escalateAfterHours", copy.escalateAfter, settings.escalateAfterHours)}
        <p className="text-xs text-fg-subtle md:col-span-2">{hoursHint}</p>
      </section>
      <section aria-label={copy.territories} className="rounded-card bg-ink-900 p-4 ring-1 ring-ink-700">
        <h2 className="text-base font-semibold">{copy.territories}</h2>
        <p className="mt-1 text-sm text-fg-muted">{copy.territoriesIntro}</p>
        {accounts.length === 0 ? (
          <p className="mt-3 text-sm text-fg-muted">{copy.noAccounts}</p>
        ) : (
          <ul className="mt-3 divide-y divide-ink-700">
            {accounts.map((account) => (
              <li key={account.id} className="py-3">
                <fieldset aria-label={account.label} className="grid gap-3">
                  <legend className="font-semibold">
                    {account.name} <span className="text-sm font-normal break-all text-fg-subtle">{account.email}</span>
                  </legend>
                  <input type="hidden" name="staff" value={account.id} />
                  <Checkboxes
                    name={`provinces:${account.id}`}
                    legend={copy.provinces}
                    options={Object.entries(copy.provinceNames)}
                    checked={account.provinces}
                    state={state}
                  />
                  <Checkboxes
                    name={`languages:${account.id}`}
                    legend={copy.languages}
                    options={Object.entries(copy.languageNames)}
                    checked={account.languages}
                    state={state}
                  />
                </fieldset>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={pending} className={staffButton}>
          {copy.save}
        </button>
        <p role="status" className={state.error ? "text-sm text-danger-300" : "text-sm text-success-400"}>
          {pending ? copy.saving : (state.error ?? state.saved)}
        </p>
      </div>
    </form>
  );
}
