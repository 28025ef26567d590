"use client";

import { useStaffAction, type ActionCopy } from "./use-staff-action";
import { staffField } from "@/components/staff/styles";

export interface EraseCopy extends ActionCopy {
  form: string;
  confirm: string;
  erase: string;
  erasing: string;
  outside: string;
  mentions: string;
}

// Erasure is final: the administrator types the address again before the button does anything.
// The answer stays on screen (no refresh): it lists what the erasure could not reach.
export function EraseForm({ email, copy }: { email: string; copy: EraseCopy }) {
  const [state, submit, pending] = useStaffAction("/staff/actions/erasure", copy, { refresh: false });
  return (
    <form onSubmit={submit} aria-label={copy.form} className="grid gap-2">
      <input type="hidden" name="email" value={email} />
      <label className="grid gap-1 text-sm font-medium">
        {copy.confirm}
        <input name="confirm" autoComplete="off" className={staffField} />
      </label>
      <button
        type="submit"
        disabled={pending}
        className="h-10 justify-self-start rounded-control bg-danger-600 px-4 text-sm font-semibold text-white hover:bg-danger-400 disabled:opacity-60"
      >
        {copy.erase}
      </button>
      <p role="status" className={state.error ? "text-sm text-danger-300" : "text-sm text-success-400"}>
        {pending ? copy.erasing : (state.error ?? state.saved)}
      </p>
      {state.notes && (
        <section aria-label={copy.outside} className="grid gap-2 text-sm">
          <ul className="grid list-disc gap-1 pl-5">
            {state.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          {state.links && state.links.length > 0 && (
            <ul aria-label={copy.mentions} className="grid gap-1">
              {state.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="text-brand-300 hover:text-brand-200">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </form>
  );
}
