"use client";

import { useEffect, useState } from "react";

const TICK_MS = 2800;
const VISIBLE = 5;

// A rolling feed of illustrative events; the server renders the first five so the HTML is complete.
export interface TickerEvent {
  city: string;
  text: string;
  detail: string;
}

export function LiveTicker({ events, label }: { events: readonly TickerEvent[]; label: string }) {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = setInterval(() => setOffset((o) => (o + 1) % events.length), TICK_MS);
    return () => clearInterval(timer);
  }, [events.length]);
  const shown = Array.from({ length: VISIBLE }, (_, i) => events[(offset + i) % events.length]!);
  return (
    <ol className="space-y-2.5" aria-label={label}>
      {shown.map((event, i) => (
        <li key={`${offset}-${i}`} className="flex items-start gap-3 rounded-control bg-ink-800/80 p-3 motion-safe:animate-rise">
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-success-400" aria-hidden="true" />
          <div className="min-w-0">
            <p className="text-sm font-medium">
              <span className="text-brand-300">{event.city}</span> · {event.text}
            </p>
            <p className="text-xs text-fg-subtle">{event.detail}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
