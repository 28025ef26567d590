"use client";

import { useState } from "react";
import { cn } from "@/lib/utils";

export interface TimeInputCopy {
  // "14:30" / « 14 h 30 »
  placeholder: string;
  // "Time as 14:30 or 2:30 p.m." / « Heure sous la forme 14 h 30 »
  format: string;
}

/**
 * A time of day as a person types it in either language: "14 h 30", "14h30", "9 h", "14:30",
 * "2:30 p.m.", "2 pm"; as "HH:MM" (what the server reads), or null when it is not a time.
 */
export function parseClock(text: string): string | null {
  const m = /^\s*(\d{1,2})\s*(?:[h:]\s*(\d{2})?)?\s*(?:([ap])\.?\s*m\.?)?\s*$/iu.exec(text.replace(/[\u00a0\u202f]/gu, " "));
  if (!m || (!m[2] && !m[3] && !/h/i.test(text))) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  if (m[3]) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (m[3].toLowerCase() === "p" ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return null;
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

// A time typed in the account's language, whatever the browser's (the browser's time field shows
// "2:30 PM" or « 14 h 30 » as the browser's language says): a text field, and the time as the server
// reads it ("HH:MM") in a hidden field under `name`; text that is no time is sent as typed, for the
// server to refuse in the account's words.
export function TimeInput({
  name,
  copy,
  className,
  describedBy,
  required,
  onChange,
}: {
  name: string;
  copy: TimeInputCopy;
  className?: string;
  describedBy?: string;
  required?: boolean;
  onChange?: () => void;
}) {
  const [text, setText] = useState("");
  const formatId = `${name}-time-format`;
  return (
    <>
      <input
        type="text"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onChange?.();
        }}
        autoComplete="off"
        placeholder={copy.placeholder}
        required={required}
        aria-describedby={cn(formatId, describedBy)}
        className={cn(className, "tabular-nums")}
      />
      <input type="hidden" name={name} value={parseClock(text) ?? text} />
      {/* Hidden, so the label around the field does not read it into the field's name; described by it. */}
      <span id={formatId} hidden>
        {copy.format}
      </span>
    </>
  );
}
