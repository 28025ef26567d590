"use client";

import { CalendarCheck } from "lucide-react";
import { buttonStyles } from "@/components/ui/button";
import { fill } from "@/lib/chat/messages";
import { formatTimeZoneName } from "@/lib/i18n/format";
import { languageTag, type Locale } from "@/lib/i18n/locale";
import type { BookingMessages } from "./booking-messages";

// A booked meeting as the API answers it.
export interface BookedMeeting {
  status: string;
  start: string;
  end: string;
  timeZone: string;
  rep: string;
  company: string | null;
  email: string | null;
  link: string | null;
  manage: string;
  ics: string;
  google: string;
  outlook: string;
}

// French writes "9 h 30", not Intl's "09 h 30".
export const meetingWhen = (locale: Locale, zone: string, iso: string) =>
  new Intl.DateTimeFormat(languageTag[locale], { timeZone: zone, weekday: "long", month: "long", day: "numeric", hour: "numeric", minute: "2-digit" })
    .format(new Date(iso))
    .replace(/(^|[^\d])0(\d)(\s)h/g, "$1$2$3h");

// The confirmation: when (in the prospect's zone, named), with whom, the meeting's room, the calendar
// links and the invitation file, and where to change it.
export function Confirmation({ locale, words, meeting }: { locale: Locale; words: BookingMessages["confirmation"]; meeting: BookedMeeting }) {
  const link = "text-brand-300 underline-offset-2 hover:text-brand-200 hover:underline";
  return (
    <section aria-labelledby="booking-confirmed" className="space-y-3 rounded-card bg-ink-850 p-4 ring-1 ring-success-400/40">
      <h3 id="booking-confirmed" className="flex items-center gap-2 text-lg font-bold">
        <CalendarCheck className="size-5 text-success-400" aria-hidden="true" />
        {words.title}
      </h3>
      <p data-testid="booking-when" className="font-semibold">
        {fill(words.when, { time: meetingWhen(locale, meeting.timeZone, meeting.start), zone: formatTimeZoneName(locale, meeting.timeZone) })}
      </p>
      <p className="text-sm text-fg-muted">{fill(words.with, { rep: meeting.rep, company: "Torque Analytics" })}</p>
      {meeting.email && <p className="text-sm text-fg-muted">{fill(words.emailed, { email: meeting.email })}</p>}
      <div className="flex flex-wrap gap-2">
        {meeting.link && (
          <a href={meeting.link} target="_blank" rel="noopener noreferrer" className={buttonStyles({ variant: "gold", size: "sm" })}>
            {words.join}
          </a>
        )}
        <a href={meeting.google} target="_blank" rel="noopener noreferrer" className={buttonStyles({ variant: "secondary", size: "sm" })}>
          {words.google}
        </a>
        <a href={meeting.outlook} target="_blank" rel="noopener noreferrer" className={buttonStyles({ variant: "secondary", size: "sm" })}>
          {words.outlook}
        </a>
      </div>
      <ul className="space-y-1 text-sm">
        <li>
          <a href={meeting.ics} download="invite.ics" className={link}>
            {words.ics}
          </a>
        </li>
        <li>
          <a href={meeting.manage} className={link}>
            {words.manage}
          </a>
        </li>
      </ul>
    </section>
  );
}
