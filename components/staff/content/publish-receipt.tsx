"use client";

import { useEffect, useId, useState } from "react";
import { formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { contentApi, fill } from "./content-api";

export interface ReceiptCopy {
  title: string;
  // "Reaching the site's servers: {done} of {total}…"
  waiting: string;
  // "Live on every server in {seconds} s" / "Off every server in {seconds} s"
  live: string;
  gone: string;
  // Not every server answered within 30 s.
  late: string;
}

interface EventAnswer {
  event: { action: "published" | "unpublished"; createdAt: string };
  receipts: { instanceId: string; appliedAt: string }[];
  instances: { id: string }[];
}

const POLL_MS = 400;
const GIVE_UP_MS = 30_000;

// A publish's receipt in words: how many of the site's servers serve the change so far, then how long
// every one of them took (GET /staff/api/content/events/{id}, asked again until each has answered).
export function PublishReceipt({ eventId, title, copy, locale }: { eventId: number; title: string; copy: ReceiptCopy; locale: Locale }) {
  const [answer, setAnswer] = useState<EventAnswer | null>(null);
  const [late, setLate] = useState(false);
  const titleId = useId();

  useEffect(() => {
    let stopped = false;
    const started = Date.now();
    async function poll() {
      const reply = await contentApi<EventAnswer>(`/staff/api/content/events/${eventId}`);
      if (stopped) return;
      if (reply?.status === 200) setAnswer(reply.body);
      const complete = reply?.status === 200 && everyInstanceApplied(reply.body);
      if (complete) return;
      if (Date.now() - started < GIVE_UP_MS) setTimeout(poll, POLL_MS);
      else setLate(true);
    }
    void poll();
    return () => {
      stopped = true;
    };
  }, [eventId]);

  const complete = answer !== null && everyInstanceApplied(answer);
  const applied = answer ? answer.instances.filter((i) => answer.receipts.some((r) => r.instanceId === i.id)).length : 0;
  const text = complete
    ? fill(answer.event.action === "unpublished" ? copy.gone : copy.live, { seconds: seconds(locale, answer) })
    : late
      ? copy.late
      : fill(copy.waiting, { done: applied, total: answer?.instances.length ?? "…" });
  return (
    <section aria-labelledby={titleId} className="rounded-panel border border-ink-700 bg-ink-900 p-4">
      <h2 id={titleId} className="font-semibold">
        {title}
      </h2>
      <p role="status" className={complete ? "mt-1 text-sm text-success-400" : "mt-1 text-sm text-fg-muted"}>
        {text}
      </p>
    </section>
  );
}

function everyInstanceApplied({ receipts, instances }: EventAnswer): boolean {
  const applied = new Set(receipts.map((r) => r.instanceId));
  return instances.length > 0 && instances.every((instance) => applied.has(instance.id));
}

// From the change to the last server's receipt, in seconds to one decimal ("0.4" / « 0,4 »).
function seconds(locale: Locale, { event, receipts }: EventAnswer): string {
  const last = Math.max(...receipts.map((r) => Date.parse(r.appliedAt)));
  const elapsed = Math.max(0, last - Date.parse(event.createdAt)) / 1000;
  return formatNumber(locale, elapsed, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
