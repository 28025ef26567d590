"use client";

import { useCallback, useEffect, useId, useState } from "react";
import { formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { staffButton, staffField } from "../styles";
import { contentApi, fill } from "./content-api";
import { DiffView, type DiffCopy, type FieldDiff } from "./diff-view";

export interface RevisionsCopy {
  title: string;
  compare: string;
  from: string;
  to: string;
  number: string;
  restore: string;
  // "Restore {field} from revision {number}", under a field of a comparison with the newest.
  restoreField: string;
  restored: string;
  // A restore that would move a published page's address, asked first.
  moveAddress: string;
  keepAddress: string;
  older: string;
  by: string;
  kinds: Record<string, string>;
  diff: DiffCopy;
  unreachable: string;
}

interface Revision {
  number: number;
  kind: string;
  author: string | null;
  createdAt: string;
}

// A document's revisions, newest first, a page at a time (the API's `next`: "Show older revisions"
// adds the page after): any two compared side by side, and any one restored (a new revision,
// audited). `base` is the document's API address (with `query`, what names the document besides: a
// city page's language); `version` changes after each save, so the list follows.
export function RevisionsPanel({
  base,
  query = "",
  version,
  onRestored,
  copy,
  locale,
  timeZone,
}: {
  base: string;
  query?: string;
  version: number;
  onRestored: (revision: number) => void;
  copy: RevisionsCopy;
  locale: Locale;
  timeZone: string;
}) {
  const [revisions, setRevisions] = useState<Revision[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const [diff, setDiff] = useState<FieldDiff[] | null>(null);
  const [compared, setCompared] = useState<{ from: number; to: number } | null>(null);
  const [message, setMessage] = useState("");
  // Two panels on one page (a city page's languages): ids of their own.
  const titleId = useId();
  const at = (path: string, extra = "") => `${base}${path}${[query, extra].some(Boolean) ? `?${[query, extra].filter(Boolean).join("&")}` : ""}`;

  useEffect(() => {
    void contentApi<{ revisions: Revision[]; next: number | null }>(at("/revisions")).then((reply) => {
      if (reply?.status !== 200) return;
      const list = [...reply.body.revisions].sort((a, b) => b.number - a.number);
      setRevisions(list);
      setNext(reply.body.next);
      setTo(list[0]?.number ?? null);
      setFrom(list[1]?.number ?? list[0]?.number ?? null);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `at` is base and query, listed
  }, [base, query, version]);

  async function older() {
    if (next === null) return;
    const reply = await contentApi<{ revisions: Revision[]; next: number | null }>(at("/revisions", `before=${next}`));
    if (reply?.status !== 200) return setMessage(copy.unreachable);
    setRevisions((shown) => [...shown, ...reply.body.revisions.filter((r) => !shown.some((s) => s.number === r.number))]);
    setNext(reply.body.next);
  }

  const compare = useCallback(async () => {
    if (from === null || to === null) return;
    const reply = await contentApi<{ fields: FieldDiff[] }>(at("/diff", `from=${from}&to=${to}`));
    if (reply?.status === 200) {
      setDiff(reply.body.fields);
      setCompared({ from, to });
    } else setMessage(copy.unreachable);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `at` is base and query, listed
  }, [base, query, from, to, copy.unreachable]);

  // A restore (some fields only, or the whole revision); one that would move a published page's
  // address answers with the question, asked here before it runs again with `moveAddress`.
  const [asked, setAsked] = useState<{ number: number; fields?: string[]; question: string } | null>(null);
  async function restore(number: number, fields?: string[], moveAddress?: boolean) {
    setAsked(null);
    const reply = await contentApi<{ revision: number; error?: string; fields?: Record<string, string> }>(at("/restore"), "POST", {
      revision: number,
      ...(fields ? { fields } : {}),
      ...(moveAddress ? { moveAddress } : {}),
    });
    if (reply?.status === 200) {
      setMessage(fill(copy.restored, { revision: reply.body.revision }));
      onRestored(reply.body.revision);
    } else if (reply?.status === 409 && reply.body.fields?.slug && !moveAddress) setAsked({ number, fields, question: reply.body.fields.slug });
    else setMessage(reply?.body.error ?? copy.unreachable);
  }

  const option = (r: Revision) => (
    <option key={r.number} value={r.number}>
      {fill(copy.number, { number: r.number })} ({copy.kinds[r.kind] ?? r.kind})
    </option>
  );

  return (
    <section aria-labelledby={titleId} className="rounded-panel border border-ink-700 p-4">
      <h2 id={titleId} className="text-lg font-semibold">
        {copy.title}
      </h2>
      <p role="status" className="mt-1 text-sm text-success-400">
        {message}
      </p>
      {asked && (
        <div role="alert" className="mt-3 grid gap-2 rounded-control border border-warning-400/60 p-3 text-sm">
          <p>{asked.question}</p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={staffButton} onClick={() => void restore(asked.number, asked.fields, true)}>
              {copy.moveAddress}
            </button>
            <button type="button" className="rounded-control px-3 py-1 ring-1 ring-ink-600 hover:bg-ink-800" onClick={() => setAsked(null)}>
              {copy.keepAddress}
            </button>
          </div>
        </div>
      )}
      <ol className="mt-3 divide-y divide-ink-700 text-sm">
        {revisions.map((r) => (
          <li key={r.number} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <strong>{fill(copy.number, { number: r.number })}</strong> · {copy.kinds[r.kind] ?? r.kind} ·{" "}
              {fill(copy.by, { author: r.author ?? "—", time: formatDateTime(locale, r.createdAt, timeZone) })}
            </span>
            {r.number !== revisions[0]?.number && (
              <button type="button" onClick={() => void restore(r.number)} className="rounded-control px-2 py-1 ring-1 ring-ink-600 hover:bg-ink-800">
                {fill(copy.restore, { number: r.number })}
              </button>
            )}
          </li>
        ))}
      </ol>
      {next !== null && (
        <button type="button" onClick={() => void older()} className="mt-2 rounded-control px-2 py-1 text-sm ring-1 ring-ink-600 hover:bg-ink-800">
          {copy.older}
        </button>
      )}
      {revisions.length > 1 && (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <label className="grid gap-1 text-sm">
            {copy.from}
            <select className={staffField} value={from ?? ""} onChange={(e) => setFrom(Number(e.target.value))}>
              {revisions.map(option)}
            </select>
          </label>
          <label className="grid gap-1 text-sm">
            {copy.to}
            <select className={staffField} value={to ?? ""} onChange={(e) => setTo(Number(e.target.value))}>
              {revisions.map(option)}
            </select>
          </label>
          <button type="button" className={staffButton} onClick={() => void compare()}>
            {copy.compare}
          </button>
        </div>
      )}
      {diff && (
        <div className="mt-4">
          <DiffView
            fields={diff}
            copy={copy.diff}
            // Compared with the newest: each field of the older one can come back alone.
            fieldAction={
              compared && compared.to === revisions[0]?.number && compared.from !== compared.to
                ? (field) => (
                    <button
                      type="button"
                      onClick={() => void restore(compared.from, [field])}
                      className="mt-1 block rounded-control px-2 py-0.5 text-xs font-normal ring-1 ring-ink-600 hover:bg-ink-800"
                    >
                      {fill(copy.restoreField, { field: copy.diff.labels[field] ?? field, number: compared.from })}
                    </button>
                  )
                : undefined
            }
          />
        </div>
      )}
    </section>
  );
}
