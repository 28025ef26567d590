"use client";

import { useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/field";
import { fill } from "@/lib/chat/messages";
import { formatTimeZoneName } from "@/lib/i18n/format";
import { languageTag, type Locale } from "@/lib/i18n/locale";
import { CANADIAN_TIME_ZONES } from "@/lib/time-zones";
import { cn } from "@/lib/utils";
import type { BookingMessages } from "./booking-messages";

export interface Slot {
  start: string;
  end: string;
}

// The browser's own zone, the one a prospect's clock shows.
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "America/Toronto";

const dayKey = (locale: Locale, zone: string, iso: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(iso));

export const formatSlotDay = (locale: Locale, zone: string, iso: string) =>
  new Intl.DateTimeFormat(languageTag[locale], { timeZone: zone, weekday: "short", month: "short", day: "numeric" }).format(new Date(iso));
export const formatSlotTime = (locale: Locale, zone: string, iso: string) =>
  new Intl.DateTimeFormat(languageTag[locale], { timeZone: zone, hour: "numeric", minute: "2-digit" }).format(new Date(iso)).replace(/^0(\d)(\s)h/, "$1$2h");

// Arrow keys move the focus along a row of buttons (and up and down by `columns`), Home and End to
// the ends; the focused button's handler is the one Enter or Space presses.
function arrows(event: React.KeyboardEvent<HTMLElement>, columns: number) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button")];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns, Home: -at, End: buttons.length - 1 - at }[event.key];
  if (step === undefined) return;
  event.preventDefault();
  buttons[Math.min(buttons.length - 1, Math.max(0, at + step))]?.focus();
}

// Open times grouped by day in the prospect's zone (named, and changeable among Canada's zones): a row
// of days, then the chosen day's times, each a button; the arrow keys move between them.
export function SlotPicker({
  locale,
  words,
  slots,
  busy,
  onChoose,
  timeZone,
  onTimeZone,
  confirmLabel,
}: {
  locale: Locale;
  words: BookingMessages["picker"];
  slots: Slot[];
  busy: boolean;
  onChoose: (slot: Slot) => void;
  timeZone: string;
  onTimeZone: (zone: string) => void;
  confirmLabel?: string;
}) {
  const days = useMemo(() => {
    const byDay = new Map<string, Slot[]>();
    for (const slot of slots) {
      const key = dayKey(locale, timeZone, slot.start);
      byDay.set(key, [...(byDay.get(key) ?? []), slot]);
    }
    return [...byDay.entries()];
  }, [slots, timeZone, locale]);
  const [dayIndex, setDayIndex] = useState(0);
  const [chosen, setChosen] = useState<Slot | null>(null);
  const day = days[Math.min(dayIndex, days.length - 1)];
  const zones = CANADIAN_TIME_ZONES.includes(timeZone as never) ? [...CANADIAN_TIME_ZONES] : [timeZone, ...CANADIAN_TIME_ZONES];
  const timesRef = useRef<HTMLDivElement>(null);
  const zoneName = formatTimeZoneName(locale, timeZone);

  return (
    <div className="space-y-4">
      <div className="grid gap-1.5 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-3">
        <label htmlFor="booking-zone" className="text-sm font-medium">
          {words.timeZone}
        </label>
        <Select id="booking-zone" value={timeZone} onChange={(e) => onTimeZone(e.target.value)}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {formatTimeZoneName(locale, zone)} ({zone.split("/").at(-1)!.replace(/_/g, " ")})
            </option>
          ))}
        </Select>
      </div>
      <p className="text-sm text-fg-muted">{fill(words.timesIn, { zone: zoneName })}</p>
      <div role="group" aria-label={words.days} className="flex gap-2 overflow-x-auto pb-1" onKeyDown={(e) => arrows(e, 1)}>
        {days.map(([key, daySlots], i) => (
          <button
            key={key}
            type="button"
            aria-pressed={day?.[0] === key}
            tabIndex={day?.[0] === key ? 0 : -1}
            onClick={() => {
              setDayIndex(i);
              setChosen(null);
            }}
            className={cn(
              "min-h-11 shrink-0 rounded-control px-3 py-1.5 text-sm font-semibold ring-1",
              day?.[0] === key ? "bg-brand-600 text-white ring-brand-400" : "bg-ink-800 text-fg ring-ink-600 hover:bg-ink-700",
            )}
          >
            {formatSlotDay(locale, timeZone, daySlots[0]!.start)}
          </button>
        ))}
      </div>
      {day && (
        <div
          ref={timesRef}
          role="group"
          aria-label={fill(words.timesOn, { day: formatSlotDay(locale, timeZone, day[1][0]!.start) })}
          className="grid grid-cols-3 gap-2 sm:grid-cols-4"
          onKeyDown={(e) => arrows(e, (timesRef.current && getComputedStyle(timesRef.current).gridTemplateColumns.split(" ").length) || 3)}
        >
          {day[1].map((slot, i) => {
            const selected = chosen?.start === slot.start;
            return (
              <button
                key={slot.start}
                type="button"
                aria-pressed={selected}
                tabIndex={selected || (!chosen && i === 0) ? 0 : -1}
                onClick={() => setChosen(slot)}
                className={cn(
                  "min-h-11 rounded-control px-2 py-1.5 text-sm font-semibold tabular-nums ring-1",
                  selected ? "bg-gold-300 text-ink-950 ring-gold-200" : "bg-ink-900 text-fg ring-ink-600 hover:bg-ink-800",
                )}
              >
                {formatSlotTime(locale, timeZone, slot.start)}
              </button>
            );
          })}
        </div>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <p aria-live="polite" className="min-h-5 flex-1 text-sm text-fg-muted">
          {chosen && fill(words.chosen, { time: `${formatSlotDay(locale, timeZone, chosen.start)}, ${formatSlotTime(locale, timeZone, chosen.start)}` })}
        </p>
        <Button variant="gold" disabled={!chosen || busy} onClick={() => chosen && onChoose(chosen)}>
          {busy ? words.confirming : (confirmLabel ?? words.confirm)}
        </Button>
      </div>
    </div>
  );
}
