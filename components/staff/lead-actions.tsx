"use client";

import { LEAD_STATUSES } from "@/lib/leads/statuses";
import { useStaffAction } from "./use-staff-action";
import { staffField, staffButton } from "@/components/staff/styles";


// One small form per change (POST /staff/lead-change): status, owner, a note, and the spam verdict.
function ChangeForm({ kind, id, children, label }: { kind: string; id: number; children: React.ReactNode; label: string }) {
  const [state, submit, pending] = useStaffAction("/staff/lead-change");
  return (
    <form onSubmit={submit} aria-label={label} className="grid gap-2">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      {children}
      <p role="status" className={state.error ? "text-sm text-danger-300" : "text-sm text-success-400"}>
        {pending ? "Saving…" : (state.error ?? state.saved)}
      </p>
    </form>
  );
}

export function LeadActions(props: { kind: string; id: number; status: string; ownerId: string | null; isSpam: boolean; team: { id: string; name: string }[] }) {
  const { kind, id } = props;
  return (
    <div className="grid gap-5">
      <ChangeForm kind={kind} id={id} label="Change status">
        <input type="hidden" name="intent" value="status" />
        <div className="flex items-end gap-2">
          <label className="grid flex-1 gap-1 text-sm font-medium">
            Status
            <select name="status" defaultValue={props.status} className={staffField}>
              {LEAD_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={staffButton}>
            Save
          </button>
        </div>
      </ChangeForm>
      <ChangeForm kind={kind} id={id} label="Assign owner">
        <input type="hidden" name="intent" value="owner" />
        <div className="flex items-end gap-2">
          <label className="grid flex-1 gap-1 text-sm font-medium">
            Owner
            <select name="owner" defaultValue={props.ownerId ?? ""} className={staffField}>
              <option value="">Unassigned</option>
              {props.team.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={staffButton}>
            Assign
          </button>
        </div>
      </ChangeForm>
      <ChangeForm kind={kind} id={id} label="Add a note">
        <input type="hidden" name="intent" value="note" />
        <label className="grid gap-1 text-sm font-medium">
          Note
          <textarea name="note" rows={3} maxLength={5000} className="rounded-control bg-ink-800 p-2.5 text-sm ring-1 ring-ink-600" />
        </label>
        <button type="submit" className={`${staffButton} justify-self-start`}>
          Add note
        </button>
      </ChangeForm>
      <ChangeForm kind={kind} id={id} label="Spam verdict">
        <input type="hidden" name="intent" value="spam" />
        <input type="hidden" name="spam" value={props.isSpam ? "no" : "yes"} />
        <button type="submit" className="h-10 justify-self-start rounded-control px-4 text-sm font-semibold text-fg-muted ring-1 ring-ink-600 hover:text-fg">
          {props.isSpam ? "Not spam" : "Mark as spam"}
        </button>
      </ChangeForm>
    </div>
  );
}
