"use client";

import { useEffect, useId, useState } from "react";
import { formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { contentApi } from "./content-api";

export interface ReceiptCopy {
  title: string;
  caption: string;
  instance: string;
  applied: string;
  etag: string;
  waiting: string;
  done: string;
}

interface EventAnswer {
  receipts: { instanceId: string; appliedAt: string; etag: string | null }[];
  instances: { id: string; lastSeen: string }[];
}

const POLL_MS = 400;
const GIVE_UP_MS = 30_000;

// A publish's receipt: each live instance of the site, when it applied the change and the new ETag
// of the page it now serves (GET /staff/api/content/events/{id}), asked again until every instance
// has answered.
export function PublishReceipt({
  eventId,
  title,
  copy,
  locale,
  timeZone,
}: {
  eventId: number;
  title: string;
  copy: ReceiptCopy;
  locale: Locale;
  timeZone: string;
}) {
  const [answer, setAnswer] = useState<EventAnswer | null>(null);
  const titleId = useId();

  useEffect(() => {
    let stopped = false;
    const started = Date.now();
    async function poll() {
      const reply = await contentApi<EventAnswer>(`/staff/api/content/events/${eventId}`);
      if (stopped) return;
      if (reply?.status === 200) setAnswer(reply.body);
      const complete = reply?.status === 200 && everyInstanceApplied(reply.body);
      if (!complete && Date.now() - started < GIVE_UP_MS) setTimeout(poll, POLL_MS);
    }
    void poll();
    return () => {
      stopped = true;
    };
  }, [eventId]);

  const complete = answer !== null && everyInstanceApplied(answer);
  const ids = answer ? [...new Set([...answer.instances.map((i) => i.id), ...answer.receipts.map((r) => r.instanceId)])] : [];
  return (
    <section aria-labelledby={titleId} className="rounded-panel border border-ink-700 bg-ink-900 p-4">
      <h2 id={titleId} className="font-semibold">
        {title}
      </h2>
      <p role="status" className="mt-1 text-sm text-fg-muted">
        {complete ? copy.done : copy.waiting}
      </p>
      {ids.length > 0 && (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{copy.caption}</caption>
            <thead className="text-fg-subtle">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {copy.instance}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {copy.applied}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {copy.etag}
                </th>
              </tr>
            </thead>
            <tbody>
              {ids.map((id) => {
                const receipt = answer!.receipts.find((r) => r.instanceId === id);
                return (
                  <tr key={id} className="border-t border-ink-700">
                    <td className="py-1 pr-3 font-mono text-xs break-all">{id}</td>
                    <td className="py-1 pr-3">{receipt ? formatDateTime(locale, receipt.appliedAt, timeZone) : copy.waiting}</td>
                    <td className="py-1 font-mono text-xs break-all">{receipt?.etag ?? ""}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function everyInstanceApplied({ receipts, instances }: EventAnswer): boolean {
  const applied = new Set(receipts.map((r) => r.instanceId));
  return instances.length > 0 && instances.every((instance) => applied.has(instance.id));
}
