"use client";

import { staffButton, staffField } from "@/components/staff/styles";
import { useStaffAction, type ActionCopy } from "./use-staff-action";

export interface MeetingActionsCopy extends ActionCopy {
  reschedule: string;
  move: string;
  cancelReason: string;
  cancel: string;
  held: string;
  noShow: string;
  saving: string;
}

function MeetingForm({
  id,
  intent,
  label,
  copy,
  children,
}: {
  id: number;
  intent?: string;
  label: string;
  copy: MeetingActionsCopy;
  children: React.ReactNode;
}) {
  const [state, submit, pending] = useStaffAction("/staff/actions/meeting", copy);
  return (
    <form onSubmit={submit} aria-label={label} className="grid gap-2">
      <input type="hidden" name="id" value={id} />
      {intent && <input type="hidden" name="intent" value={intent} />}
      {children}
      <p role="status" className={state.error ? "text-sm text-danger-300" : "text-sm text-success-400"}>
        {pending ? copy.saving : (state.error ?? state.saved)}
      </p>
    </form>
  );
}

// A booked meeting's forms on the lead's page: move it to one of the rep's open times, cancel it with
// a reason, or, once its time has come, mark it held or no-show.
export function MeetingActions({ id, slots, past, copy }: { id: number; slots: [string, string][]; past: boolean; copy: MeetingActionsCopy }) {
  if (past)
    return (
      <MeetingForm id={id} label={`${copy.held} / ${copy.noShow}`} copy={copy}>
        <div className="flex gap-2">
          <button type="submit" name="intent" value="held" className={staffButton}>
            {copy.held}
          </button>
          <button type="submit" name="intent" value="no-show" className={staffButton}>
            {copy.noShow}
          </button>
        </div>
      </MeetingForm>
    );
  return (
    <div className="grid gap-3">
      <MeetingForm id={id} intent="reschedule" label={copy.reschedule} copy={copy}>
        <label className="grid gap-1 text-sm">
          {copy.reschedule}
          <select name="start" className={staffField} required>
            {slots.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={staffButton}>
          {copy.move}
        </button>
      </MeetingForm>
      <MeetingForm id={id} intent="cancel" label={copy.cancel} copy={copy}>
        <label className="grid gap-1 text-sm">
          {copy.cancelReason}
          <input name="reason" maxLength={500} className={staffField} />
        </label>
        <button type="submit" className={staffButton}>
          {copy.cancel}
        </button>
      </MeetingForm>
    </div>
  );
}
