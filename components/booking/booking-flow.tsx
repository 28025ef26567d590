"use client";

import { use, useEffect, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { trackEvent } from "@/lib/client/analytics";
import type { Locale } from "@/lib/i18n/locale";
import { loadBookingMessages } from "./booking-messages";
import { Confirmation, type BookedMeeting } from "./confirmation";
import { browserTimeZone, SlotPicker, type Slot } from "./slot-picker";

type State =
  { step: "loading" } | { step: "picking"; slots: Slot[]; rep: string | null; notice?: string } | { step: "none" } | { step: "booked"; meeting: BookedMeeting };

// Booking right after a demo request (the dialog's success step, the chat): the lead's open slots
// from its booking token, the picker, then the confirmation. A time taken meanwhile answers 409 with
// the fresh slots, shown at once; no open slot (nobody active, or nobody free in 14 days) keeps the
// promise of a reply within 24 hours.
export default function BookingFlow({
  locale,
  token,
  channel,
  onBooked,
}: {
  locale: Locale;
  token: string;
  channel: "dialog" | "chat";
  onBooked?: (meeting: BookedMeeting) => void;
}) {
  const words = use(loadBookingMessages(locale));
  const [state, setState] = useState<State>({ step: "loading" });
  const [timeZone, setTimeZone] = useState(browserTimeZone);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void fetch(`/api/meetings/slots?token=${encodeURIComponent(token)}&locale=${locale}`)
      .then(async (response) => {
        const body = (await response.json()) as { slots?: Slot[]; rep?: string | null; booked?: BookedMeeting | null };
        if (!live) return;
        if (body.booked) setState({ step: "booked", meeting: body.booked });
        else if (response.ok && body.slots && body.slots.length > 0) setState({ step: "picking", slots: body.slots, rep: body.rep ?? null });
        else setState({ step: "none" });
      })
      .catch(() => live && setState({ step: "none" }));
    return () => {
      live = false;
    };
  }, [token, locale]);

  async function choose(slot: Slot) {
    if (state.step !== "picking") return;
    setBusy(true);
    const response = await fetch("/api/meetings", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token, start: slot.start, timeZone, locale, channel }),
    }).catch(() => null);
    setBusy(false);
    const body = (await response?.json().catch(() => null)) as {
      meeting?: BookedMeeting;
      slots?: Slot[];
      error?: string;
      errors?: Record<string, string>;
    } | null;
    if (response?.status === 201 && body?.meeting) {
      trackEvent("demo_call_scheduled", "conversion", "booked");
      setState({ step: "booked", meeting: body.meeting });
      onBooked?.(body.meeting);
    } else if (response?.status === 409 && body?.slots) {
      setState(body.slots.length > 0 ? { ...state, slots: body.slots, notice: words.picker.taken } : { step: "none" });
    } else {
      setState({ ...state, notice: body?.errors ? Object.values(body.errors)[0] : (body?.error ?? words.picker.failed) });
    }
  }

  if (state.step === "loading")
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
        <Spinner />
        {words.picker.loading}
      </p>
    );
  if (state.step === "none") return <p className="rounded-card bg-ink-850 p-4 text-sm ring-1 ring-ink-700">{words.picker.none}</p>;
  if (state.step === "booked") return <Confirmation locale={locale} words={words.confirmation} meeting={state.meeting} />;
  return (
    <section aria-labelledby="booking-title" className="space-y-3">
      <h3 id="booking-title" className="text-lg font-bold">
        {words.picker.title}
      </h3>
      <p className="text-sm text-fg-muted">{state.rep ? words.picker.introWith.replace("{rep}", state.rep) : words.picker.intro}</p>
      {state.notice && (
        <p role="alert" className="rounded-control bg-danger-600/15 px-3 py-2 text-sm text-danger-300">
          {state.notice}
        </p>
      )}
      <SlotPicker locale={locale} words={words.picker} slots={state.slots} busy={busy} onChoose={choose} timeZone={timeZone} onTimeZone={setTimeZone} />
    </section>
  );
}
