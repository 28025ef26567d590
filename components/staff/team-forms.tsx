"use client";

import type { ActionOutcome } from "@/lib/staff/session";
import { useStaffAction } from "./use-staff-action";
import { staffField, staffButton } from "@/components/staff/styles";

const small = "h-9 rounded-control px-3 text-sm font-semibold ring-1 ring-ink-600 text-fg-muted hover:text-fg";

function Outcome({ state, pending }: { state: ActionOutcome; pending: boolean }) {
  return (
    <div role="status" className={state.error ? "text-sm text-danger-300" : "text-sm text-success-400"}>
      {pending ? "Saving…" : (state.error ?? state.saved)}
      {state.password && !pending && <code className="mt-1 block rounded-control bg-ink-800 px-3 py-2 text-fg select-all">{state.password}</code>}
    </div>
  );
}

export function AddMemberForm() {
  const [state, submit, pending] = useStaffAction("/staff/team-change");
  return (
    <form onSubmit={submit} aria-label="Add a staff member" className="grid gap-2 sm:grid-cols-[1fr_1fr_8rem_auto] sm:items-end">
      <input type="hidden" name="intent" value="add" />
      <label className="grid gap-1 text-xs text-fg-muted">
        Work e-mail
        <input name="email" type="email" required className={staffField} />
      </label>
      <label className="grid gap-1 text-xs text-fg-muted">
        Name
        <input name="name" required className={staffField} />
      </label>
      <label className="grid gap-1 text-xs text-fg-muted">
        Role
        <select name="role" defaultValue="sales" className={staffField}>
          <option value="sales">sales</option>
          <option value="admin">admin</option>
        </select>
      </label>
      <button type="submit" className={staffButton}>
        Add
      </button>
      <div className="sm:col-span-4">
        <Outcome state={state} pending={pending} />
      </div>
    </form>
  );
}

export function MemberActions({ id, name, role, locked }: { id: string; name: string; role: string; locked: boolean }) {
  const [state, submit, pending] = useStaffAction("/staff/team-change");
  return (
    <form onSubmit={submit} aria-label={`Change ${name}`} className="grid gap-2">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="locked" value={locked ? "no" : "yes"} />
      <div className="flex flex-wrap items-center gap-2">
        <input name="name" defaultValue={name} aria-label={`Name of ${name}`} maxLength={80} className="h-9 w-40 rounded-control bg-ink-800 px-2 text-sm ring-1 ring-ink-600" />
        <button type="submit" name="intent" value="rename" className={small}>
          Rename
        </button>
        <select name="role" defaultValue={role} aria-label={`Role of ${name}`} className="h-9 rounded-control bg-ink-800 px-2 text-sm ring-1 ring-ink-600">
          <option value="sales">sales</option>
          <option value="admin">admin</option>
        </select>
        <button type="submit" name="intent" value="role" className={small}>
          Set role
        </button>
        <button type="submit" name="intent" value="lock" className={small}>
          {locked ? "Unlock" : "Lock"}
        </button>
        <button type="submit" name="intent" value="reset" className={small}>
          New password
        </button>
        <button type="submit" name="intent" value="remove" className={`${small} text-danger-300`}>
          Remove
        </button>
      </div>
      <Outcome state={state} pending={pending} />
    </form>
  );
}
