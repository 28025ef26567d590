"use client";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { staffButton, staffField } from "@/components/staff/styles";
import { cn } from "@/lib/utils";
import { DateInput, type DateInputCopy } from "../date-input";
import { TimeInput, type TimeInputCopy } from "../time-input";
import { contentApi } from "./content-api";

export interface ScheduleCopy {
  title: string;
  // "Publish or unpublish at a time of your choosing, entered in Eastern Time (America/Toronto)."
  intro: string;
  action: string;
  publish: string;
  unpublish: string;
  date: string;
  time: string;
  // With the twin, in this article's twin's words; null when it has none.
  withTwin: string | null;
  // The date's and the time's format in the account's language (the fields follow it, not the browser's).
  dateInput: DateInputCopy;
  timeInput: TimeInputCopy;
  submit: string;
  submitting: string;
  scheduled: string;
  cancel: string;
  cancelled: string;
  unreachable: string;
}

export interface PendingSchedule {
  id: number;
  // "Publish scheduled for Mar 8, 2026, 3:30 a.m. EDT · with its twin", and the Cancel button's name.
  text: string;
  cancelLabel: string;
}

// The Schedule form beside Publish: a date and a time in the account's zone (named), one of the
// actions this account may plan for this document (none: the form is not shown), with the twin or
// not; the document's pending schedules, each with Cancel; the last one that failed, with why. Each
// change answers in the status line and reloads the page's data.
export function SchedulePanel({
  endpoint,
  timeZone,
  pending,
  failed,
  actions,
  copy,
}: {
  // The document's schedule API.
  endpoint: string;
  timeZone: string;
  actions: ("publish" | "unpublish")[];
  pending: PendingSchedule[];
  failed: { text: string; problems: string[] } | null;
  copy: ScheduleCopy;
}) {
  const router = useRouter();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    setBusy(true);
    const answer = await contentApi<{ error?: string; fields?: Record<string, string> }>(endpoint, "POST", {
      action: data.get("action"),
      at: `${String(data.get("date"))}T${String(data.get("time"))}`,
      timeZone,
      ...(data.get("withTwin") ? { withTwin: true } : {}),
    });
    setBusy(false);
    if (!answer) return setNotice({ tone: "error", text: copy.unreachable });
    setFieldErrors(answer.body.fields ?? {});
    // A refused time is said once, under the fields.
    if (answer.status !== 201) return setNotice(answer.body.fields?.at ? null : { tone: "error", text: answer.body.error ?? copy.unreachable });
    setNotice({ tone: "ok", text: copy.scheduled });
    router.refresh();
  }

  async function cancel(scheduleId: number) {
    setBusy(true);
    const answer = await contentApi<{ error?: string }>(`/staff/api/content/schedules/${scheduleId}`, "DELETE");
    setBusy(false);
    if (!answer) return setNotice({ tone: "error", text: copy.unreachable });
    setNotice(answer.status === 200 ? { tone: "ok", text: copy.cancelled } : { tone: "error", text: answer.body.error ?? copy.unreachable });
    router.refresh();
  }

  const atError = fieldErrors.at ?? fieldErrors.timeZone;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-panel border border-ink-700 p-4">
      <div>
        <h2 id={`${id}-title`} className="font-semibold">
          {copy.title}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">{copy.intro}</p>
      </div>
      {pending.length > 0 && (
        <ul className="grid gap-2">
          {pending.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 rounded-control bg-ink-900 px-3 py-2 text-sm">
              <span className="min-w-0">{p.text}</span>
              <button
                type="button"
                aria-label={p.cancelLabel}
                disabled={busy}
                onClick={() => void cancel(p.id)}
                className="h-9 rounded-control px-3 ring-1 ring-ink-600 hover:bg-ink-800"
              >
                {copy.cancel}
              </button>
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <div className="text-sm text-danger-300">
          <p>{failed.text}</p>
          {failed.problems.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {failed.problems.map((problem, i) => (
                <li key={i}>{problem}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {actions.length > 0 && (
        <form
          className="grid gap-3 sm:grid-cols-2 sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            void submit(event.currentTarget);
          }}
        >
          <label className="grid gap-1 text-sm font-medium">
            {copy.action}
            <select name="action" defaultValue={actions[0]} className={staffField}>
              {actions.map((action) => (
                <option key={action} value={action}>
                  {copy[action]}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm font-medium">
            {copy.date}
            <DateInput name="date" required copy={copy.dateInput} className={staffField} describedBy={atError ? `${id}-at` : undefined} />
          </label>
          <label className="grid gap-1 text-sm font-medium">
            {copy.time}
            <TimeInput name="time" required copy={copy.timeInput} className={staffField} describedBy={atError ? `${id}-at` : undefined} />
          </label>
          <button type="submit" className={staffButton} disabled={busy}>
            {busy ? copy.submitting : copy.submit}
          </button>
          {copy.withTwin && (
            <label className="flex min-h-10 items-center gap-2 text-sm sm:col-span-2">
              <input type="checkbox" name="withTwin" value="1" className="size-4" />
              {copy.withTwin}
            </label>
          )}
          {atError && (
            <p id={`${id}-at`} className="text-sm text-danger-300 sm:col-span-2">
              {atError}
            </p>
          )}
        </form>
      )}
      <div role="status" aria-live="polite" className={cn("text-sm", notice?.tone === "error" ? "text-danger-300" : "text-success-400")}>
        {notice?.text}
      </div>
    </section>
  );
}
