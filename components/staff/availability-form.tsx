"use client";

import { staffButton, staffField } from "@/components/staff/styles";
import { useStaffAction, type ActionCopy } from "./use-staff-action";

export interface AvailabilityCopy extends ActionCopy {
  timeZone: string;
  province: string;
  noProvince: string;
  hours: string;
  from: string;
  to: string;
  days: string[];
  daysOff: string;
  buffer: string;
  notice: string;
  cap: string;
  meetingLink: string;
  feedUrl: string;
  feedHelp: string;
  save: string;
  saving: string;
}

export interface AvailabilityValues {
  staffId: string;
  timeZone: string;
  province: string;
  hours: [string, string][];
  daysOff: string;
  bufferMinutes: number;
  noticeMinutes: number;
  dailyCap: number;
  meetingLink: string;
  feedUrl: string;
}

// A rep's availability (the page's words and choices come from the server, in the account's language).
export function AvailabilityForm({
  copy,
  values,
  zones,
  provinces,
}: {
  copy: AvailabilityCopy;
  values: AvailabilityValues;
  zones: [string, string][];
  provinces: [string, string][];
}) {
  const [outcome, submit, pending] = useStaffAction("/staff/actions/availability", copy);
  const error = (name: string) =>
    outcome.fields?.[name] ? (
      <span id={`${name}-error`} className="text-xs text-danger-300">
        {outcome.fields[name]}
      </span>
    ) : null;
  const described = (name: string) => (outcome.fields?.[name] ? { "aria-invalid": true, "aria-describedby": `${name}-error` } : {});
  const label = "grid gap-1 text-sm";
  return (
    <form onSubmit={submit} className="grid gap-4">
      <input type="hidden" name="staffId" value={values.staffId} />
      <div className="grid gap-4 sm:grid-cols-2">
        <label className={label}>
          {copy.timeZone}
          <select name="timeZone" defaultValue={values.timeZone} className={staffField} {...described("timeZone")}>
            {zones.map(([zone, name]) => (
              <option key={zone} value={zone}>
                {name}
              </option>
            ))}
          </select>
          {error("timeZone")}
        </label>
        <label className={label}>
          {copy.province}
          <select name="province" defaultValue={values.province} className={staffField} {...described("province")}>
            <option value="none">{copy.noProvince}</option>
            {provinces.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          {error("province")}
        </label>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{copy.hours}</legend>
        {copy.days.map((day, i) => (
          <div key={day} className="grid grid-cols-[6.5rem_1fr_1fr] items-center gap-2 text-sm">
            <span>{day}</span>
            <input
              type="time"
              name={`from:${i}`}
              aria-label={`${day}: ${copy.from}`}
              defaultValue={values.hours[i]![0]}
              className={staffField}
              {...described("hours")}
            />
            <input
              type="time"
              name={`to:${i}`}
              aria-label={`${day}: ${copy.to}`}
              defaultValue={values.hours[i]![1]}
              className={staffField}
              {...described("hours")}
            />
          </div>
        ))}
        {error("hours")}
      </fieldset>
      <label className={label}>
        {copy.daysOff}
        <input name="daysOff" defaultValue={values.daysOff} className={staffField} {...described("daysOff")} />
        {error("daysOff")}
      </label>
      <div className="grid gap-4 sm:grid-cols-3">
        <label className={label}>
          {copy.buffer}
          <input
            type="number"
            name="bufferMinutes"
            min={0}
            max={120}
            defaultValue={values.bufferMinutes}
            className={staffField}
            {...described("bufferMinutes")}
          />
          {error("bufferMinutes")}
        </label>
        <label className={label}>
          {copy.notice}
          <input type="number" name="noticeMinutes" min={0} defaultValue={values.noticeMinutes} className={staffField} {...described("noticeMinutes")} />
          {error("noticeMinutes")}
        </label>
        <label className={label}>
          {copy.cap}
          <input type="number" name="dailyCap" min={1} max={20} defaultValue={values.dailyCap} className={staffField} {...described("dailyCap")} />
          {error("dailyCap")}
        </label>
      </div>
      <label className={label}>
        {copy.meetingLink}
        <input type="url" name="meetingLink" defaultValue={values.meetingLink} className={staffField} {...described("meetingLink")} />
        {error("meetingLink")}
      </label>
      <label className={label}>
        {copy.feedUrl}
        <input name="feedUrl" defaultValue={values.feedUrl} autoComplete="off" className={staffField} {...described("feedUrl")} />
        <span className="text-xs text-fg-subtle">{copy.feedHelp}</span>
        {error("feedUrl")}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={pending} className={staffButton}>
          {pending ? copy.saving : copy.save}
        </button>
        <p role="status" className="text-sm">
          {outcome.saved && <span className="text-success-400">{outcome.saved}</span>}
          {outcome.error && <span className="text-danger-300">{outcome.error}</span>}
        </p>
      </div>
    </form>
  );
}
