"use client";

import type { ActionOutcome } from "@/lib/staff/action";
import { useStaffAction, type ActionCopy } from "./use-staff-action";
import { staffField, staffButton } from "@/components/staff/styles";

// The team page's words, in the administrator's language; per member, the labels naming them.
export interface TeamCopy extends ActionCopy {
  saving: string;
  add: string;
  email: string;
  name: string;
  role: string;
  addButton: string;
  rename: string;
  setRole: string;
  lock: string;
  unlock: string;
  newPassword: string;
  remove: string;
  roles: { sales: string; editor: string; admin: string };
}

const small = "h-9 rounded-control px-3 text-sm font-semibold ring-1 ring-ink-600 text-fg-muted hover:text-fg";

function Outcome({ state, pending, saving }: { state: ActionOutcome; pending: boolean; saving: string }) {
  return (
    <div role="status" className={state.error ? "text-sm text-danger-300" : "text-sm text-success-400"}>
      {pending ? saving : (state.error ?? state.saved)}
      {state.password && !pending && <code className="mt-1 block rounded-control bg-ink-800 px-3 py-2 text-fg select-all">{state.password}</code>}
    </div>
  );
}

export function AddMemberForm({ copy }: { copy: TeamCopy }) {
  const [state, submit, pending] = useStaffAction("/staff/actions/team", copy);
  return (
    <form onSubmit={submit} aria-label={copy.add} className="grid gap-2 sm:grid-cols-[1fr_1fr_8rem_auto] sm:items-end">
      <input type="hidden" name="intent" value="add" />
      <label className="grid gap-1 text-xs text-fg-muted">
        {copy.email}
        <input name="email" type="email" required className={staffField} />
      </label>
      <label className="grid gap-1 text-xs text-fg-muted">
        {copy.name}
        <input name="name" required className={staffField} />
      </label>
      <label className="grid gap-1 text-xs text-fg-muted">
        {copy.role}
        <select name="role" defaultValue="sales" className={staffField}>
          <option value="sales">{copy.roles.sales}</option>
          <option value="editor">{copy.roles.editor}</option>
          <option value="admin">{copy.roles.admin}</option>
        </select>
      </label>
      <button type="submit" className={staffButton}>
        {copy.addButton}
      </button>
      <div className="sm:col-span-4">
        <Outcome state={state} pending={pending} saving={copy.saving} />
      </div>
    </form>
  );
}

export function MemberActions({
  id,
  name,
  role,
  locked,
  labels,
  copy,
}: {
  id: string;
  name: string;
  role: string;
  locked: boolean;
  labels: { form: string; name: string; role: string };
  copy: TeamCopy;
}) {
  const [state, submit, pending] = useStaffAction("/staff/actions/team", copy);
  return (
    <form onSubmit={submit} aria-label={labels.form} className="grid gap-2">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="locked" value={locked ? "no" : "yes"} />
      <div className="flex flex-wrap items-center gap-2">
        <input
          name="name"
          defaultValue={name}
          aria-label={labels.name}
          maxLength={80}
          className="h-9 w-40 rounded-control bg-ink-800 px-2 text-sm ring-1 ring-ink-600"
        />
        <button type="submit" name="intent" value="rename" className={small}>
          {copy.rename}
        </button>
        <select name="role" defaultValue={role} aria-label={labels.role} className="h-9 rounded-control bg-ink-800 px-2 text-sm ring-1 ring-ink-600">
          <option value="sales">{copy.roles.sales}</option>
          <option value="editor">{copy.roles.editor}</option>
          <option value="admin">{copy.roles.admin}</option>
        </select>
        <button type="submit" name="intent" value="role" className={small}>
          {copy.setRole}
        </button>
        <button type="submit" name="intent" value="lock" className={small}>
          {locked ? copy.unlock : copy.lock}
        </button>
        <button type="submit" name="intent" value="reset" className={small}>
          {copy.newPassword}
        </button>
        <button type="submit" name="intent" value="remove" className={`${small} text-danger-300`}>
          {copy.remove}
        </button>
      </div>
      <Outcome state={state} pending={pending} saving={copy.saving} />
    </form>
  );
}
