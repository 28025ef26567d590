"use client";

import { LEAD_STATUSES } from "@/lib/leads/statuses";
import { useStaffAction, type ActionCopy } from "./use-staff-action";
import { staffField, staffButton } from "@/components/staff/styles";

// The words of the lead page's forms, in the reader's language (content/messages/*/staff.json).
export interface LeadActionsCopy extends ActionCopy {
  statusForm: string;
  status: string;
  save: string;
  ownerForm: string;
  owner: string;
  assign: string;
  noteForm: string;
  note: string;
  addNote: string;
  spamForm: string;
  notSpam: string;
  markSpam: string;
  unassigned: string;
  saving: string;
  statuses: Record<string, string>;
}

// One small form per change (POST /staff/actions/lead): status, owner, a note, and the spam verdict.
function ChangeForm({ kind, id, children, label, copy }: { kind: string; id: number; children: React.ReactNode; label: string; copy: LeadActionsCopy }) {
  const [state, submit, pending] = useStaffAction("/staff/actions/lead", copy);
  return (
    <form onSubmit={submit} aria-label={label} className="grid gap-2">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      {children}
      <p role="status" className={state.error ? "text-sm text-danger-300" : "text-sm text-success-400"}>
        {pending ? copy.saving : (state.error ?? state.saved)}
      </p>
    </form>
  );
}

export function LeadActions(props: {
  kind: string;
  id: number;
  status: string;
  ownerId: string | null;
  isSpam: boolean;
  team: { id: string; name: string }[];
  copy: LeadActionsCopy;
}) {
  const { kind, id, copy } = props;
  return (
    <div className="grid gap-5">
      <ChangeForm kind={kind} id={id} label={copy.statusForm} copy={copy}>
        <input type="hidden" name="intent" value="status" />
        <div className="flex items-end gap-2">
          <label className="grid flex-1 gap-1 text-sm font-medium">
            {copy.status}
            <select name="status" defaultValue={props.status} className={staffField}>
              {LEAD_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {copy.statuses[s] ?? s}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={staffButton}>
            {copy.save}
          </button>
        </div>
      </ChangeForm>
      <ChangeForm kind={kind} id={id} label={copy.ownerForm} copy={copy}>
        <input type="hidden" name="intent" value="owner" />
        <div className="flex items-end gap-2">
          <label className="grid flex-1 gap-1 text-sm font-medium">
            {copy.owner}
            <select name="owner" defaultValue={props.ownerId ?? ""} className={staffField}>
              <option value="">{copy.unassigned}</option>
              {props.team.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={staffButton}>
            {copy.assign}
          </button>
        </div>
      </ChangeForm>
      <ChangeForm kind={kind} id={id} label={copy.noteForm} copy={copy}>
        <input type="hidden" name="intent" value="note" />
        <label className="grid gap-1 text-sm font-medium">
          {copy.note}
          <textarea name="note" rows={3} maxLength={5000} className="rounded-control bg-ink-800 p-2.5 text-sm ring-1 ring-ink-600" />
        </label>
        <button type="submit" className={`${staffButton} justify-self-start`}>
          {copy.addNote}
        </button>
      </ChangeForm>
      <ChangeForm kind={kind} id={id} label={copy.spamForm} copy={copy}>
        <input type="hidden" name="intent" value="spam" />
        <input type="hidden" name="spam" value={props.isSpam ? "no" : "yes"} />
        <button type="submit" className="h-10 justify-self-start rounded-control px-4 text-sm font-semibold text-fg-muted ring-1 ring-ink-600 hover:text-fg">
          {props.isSpam ? copy.notSpam : copy.markSpam}
        </button>
      </ChangeForm>
    </div>
  );
}
