"use client";

import { lazy, Suspense, use, useState } from "react";
import { loadBookingMessages } from "@/components/booking/booking-messages";
import { browserAttribution } from "@/lib/client/attribution";
import type { LeadProfile } from "@/lib/chat/machine";
import type { Locale } from "@/lib/i18n/locale";
import { cn } from "@/lib/utils";

// The picker, loaded with this leaf (itself loaded when the visitor asks to book in the chat).
const BookingFlow = lazy(() => import("@/components/booking/booking-flow"));

const field = cn(
  "h-10 w-full rounded-control border border-ink-600 bg-ink-950 px-3 text-sm text-fg",
  "placeholder:text-fg-subtle focus:border-brand-400 focus:outline-none",
);

// Booking in the chat: the demo request the dialog would send (the name and dealership the visitor
// gave, their e-mail, cta "chat"), whose answer's booking token opens the same picker as the dialog's.
export default function ChatBooking({ locale, profile, openedAt }: { locale: Locale; profile: LeadProfile; openedAt: number }) {
  const words = use(loadBookingMessages(locale)).chat;
  const [token, setToken] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);

  if (token)
    return (
      <Suspense fallback={null}>
        <BookingFlow locale={locale} token={token} channel="chat" />
      </Suspense>
    );
  return (
    <form
      aria-label={words.submit}
      className="grid gap-2 rounded-2xl bg-ink-800 p-3"
      onSubmit={async (event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        setPending(true);
        const response = await fetch("/api/demo-requests", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            name: String(form.get("name") ?? ""),
            email: String(form.get("email") ?? ""),
            company: String(form.get("company") ?? ""),
            cta: "chat",
            locale,
            attribution: browserAttribution(),
            fillMs: Math.round(performance.now() - openedAt),
          }),
        }).catch(() => null);
        setPending(false);
        const body = (await response?.json().catch(() => null)) as { booking?: string } | null;
        if (response?.ok && body?.booking) setToken(body.booking);
        else setFailed(true);
      }}
    >
      <p className="text-sm">{words.intro}</p>
      <label className="grid gap-1 text-xs">
        {words.name}
        <input name="name" required minLength={2} defaultValue={profile.name} autoComplete="name" className={field} />
      </label>
      <label className="grid gap-1 text-xs">
        {words.company}
        <input name="company" required minLength={2} defaultValue={profile.dealership} autoComplete="organization" className={field} />
      </label>
      <label className="grid gap-1 text-xs">
        {words.email}
        <input name="email" type="email" required autoComplete="email" className={field} />
      </label>
      {failed && (
        <p role="alert" className="text-xs text-danger-300">
          {words.failed}
        </p>
      )}
      <button type="submit" disabled={pending} className="min-h-10 rounded-control bg-gold-400 px-3 text-sm font-semibold text-ink-950 hover:bg-gold-300">
        {words.submit}
      </button>
    </form>
  );
}
