"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/field";
import { fill } from "@/lib/chat/messages";
import type { Locale } from "@/lib/i18n/locale";
import type { BookingMessages } from "./booking-messages";
import { Confirmation, meetingWhen, type BookedMeeting } from "./confirmation";
import { browserTimeZone, SlotPicker, type Slot } from "./slot-picker";

// The meeting's page (the link in its e-mails): another time from the rep's open slots, or a
// cancellation with a reason of the prospect's own; no account needed, the signed link is the key.
export function ManageMeeting({
  locale,
  token,
  words,
  meeting: initial,
  slots: initialSlots,
}: {
  locale: Locale;
  token: string;
  words: BookingMessages;
  meeting: BookedMeeting;
  slots: Slot[];
}) {
  const [meeting, setMeeting] = useState(initial);
  const [slots, setSlots] = useState(initialSlots);
  const [timeZone, setTimeZone] = useState(() => initial.timeZone || browserTimeZone());
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [done, setDone] = useState<"rescheduled" | "cancelled" | null>(null);
  const [reason, setReason] = useState("");

  async function send(body: Record<string, unknown>) {
    setBusy(true);
    setNotice(null);
    const response = await fetch(`/api/meetings/${encodeURIComponent(token)}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...body, locale }),
    }).catch(() => null);
    setBusy(false);
    const answer = (await response?.json().catch(() => null)) as {
      meeting?: BookedMeeting;
      slots?: Slot[];
      error?: string;
      errors?: Record<string, string>;
    } | null;
    if (response?.ok && answer?.meeting) return answer.meeting;
    if (answer?.slots) setSlots(answer.slots);
    setNotice(answer?.errors ? Object.values(answer.errors)[0]! : (answer?.error ?? words.picker.failed));
    return null;
  }

  if (done === "cancelled") return <p role="status">{fill(words.manage.cancelled, { rep: meeting.rep })}</p>;
  if (done === "rescheduled")
    return (
      <div className="space-y-4">
        <p role="status">{fill(words.manage.rescheduled, { time: meetingWhen(locale, meeting.timeZone, meeting.start) })}</p>
        <Confirmation locale={locale} words={words.confirmation} meeting={meeting} />
      </div>
    );
  return (
    <div className="space-y-8">
      <Confirmation locale={locale} words={words.confirmation} meeting={meeting} />
      {notice && (
        <p role="alert" className="rounded-control bg-danger-600/15 px-3 py-2 text-sm text-danger-300">
          {notice}
        </p>
      )}
      <section aria-labelledby="reschedule" className="space-y-3">
        <h2 id="reschedule" className="text-lg font-bold">
          {words.manage.reschedule}
        </h2>
        <SlotPicker
          locale={locale}
          words={words.picker}
          slots={slots}
          busy={busy}
          timeZone={timeZone}
          onTimeZone={setTimeZone}
          onChoose={async (slot) => {
            const moved = await send({ action: "reschedule", start: slot.start });
            if (moved) {
              setMeeting(moved);
              setDone("rescheduled");
            }
          }}
        />
      </section>
      <section aria-labelledby="cancel" className="space-y-3">
        <h2 id="cancel" className="text-lg font-bold">
          {words.manage.cancelTitle}
        </h2>
        <label htmlFor="cancel-reason" className="block text-sm font-medium">
          {words.manage.reason}
        </label>
        <Textarea id="cancel-reason" value={reason} maxLength={500} rows={3} onChange={(e) => setReason(e.target.value)} />
        <Button
          variant="secondary"
          disabled={busy}
          onClick={async () => {
            const cancelled = await send({ action: "cancel", reason });
            if (cancelled) {
              setMeeting(cancelled);
              setDone("cancelled");
            }
          }}
        >
          {busy ? words.manage.cancelling : words.manage.cancel}
        </Button>
      </section>
    </div>
  );
}
