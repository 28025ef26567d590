"use client";

import { useRouter } from "next/navigation";
import { createContext, useContext, useEffect, useRef, useState } from "react";
import type { BulkOutcome } from "@/lib/content/bulk";
import { ConfirmDialog } from "../confirm-dialog";
import { contentApi, fill } from "./content-api";

export type BulkAction = "publish" | "unpublish" | "archive" | "unarchive" | "delete";

export interface BulkCopy {
  label: string;
  selectAll: string;
  select: string;
  selected: string;
  actions: Record<BulkAction, string>;
  confirm: Record<BulkAction, string>;
  explain: Record<BulkAction, string>;
  run: string;
  cancel: string;
  running: string;
  summary: string;
  done: Record<BulkAction, string>;
  refused: string;
  unknown: string;
  unreachable: string;
}

interface Selection {
  selected: Set<number>;
  toggle(id: number, on: boolean): void;
  pageIds: number[];
  setAll(on: boolean): void;
  copy: BulkCopy;
}

const SelectionContext = createContext<Selection | null>(null);
const useSelection = () => useContext(SelectionContext)!;

// The content list's rows chosen for one action (issue 50, item 4): a checkbox per row, one for the
// page, and the bar of actions above the table. An action asks first, naming every article, then
// posts them to /staff/api/content/articles/bulk, which runs each through its own door, and shows each
// article's outcome - done, or refused and why - before the list is read again.
export function BulkSelection({
  articles,
  actions,
  copy,
  children,
}: {
  articles: { id: number; title: string }[];
  actions: BulkAction[];
  copy: BulkCopy;
  children: React.ReactNode;
}) {
  const router = useRouter();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ action: BulkAction; results: BulkOutcome[] } | { error: string } | null>(null);
  const pageIds = articles.map((a) => a.id);
  const titles = new Map(articles.map((a) => [a.id, a.title]));
  const chosen = pageIds.filter((id) => selected.has(id));
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const setAll = (on: boolean) => setSelected(on ? new Set(pageIds) : new Set());

  async function run(action: BulkAction) {
    setAsking(null);
    setBusy(true);
    const answer = await contentApi<{ results?: BulkOutcome[]; error?: string }>("/staff/api/content/articles/bulk", "POST", { action, ids: chosen });
    setBusy(false);
    if (answer?.status === 200 && answer.body.results) {
      setOutcome({ action, results: answer.body.results });
      setSelected(new Set(answer.body.results.filter((r) => !r.ok).map((r) => r.id)));
      router.refresh();
    } else setOutcome({ error: answer?.body.error ?? copy.unreachable });
  }

  return (
    <SelectionContext.Provider value={{ selected, toggle, pageIds, setAll, copy }}>
      <div role="group" aria-label={copy.label} className="mt-2 flex flex-wrap items-center gap-2 rounded-card bg-ink-900 p-3 ring-1 ring-ink-700">
        <span className="mr-2 text-sm text-fg-muted" aria-live="polite">
          {fill(copy.selected, { count: chosen.length })}
        </span>
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            disabled={chosen.length === 0 || busy}
            onClick={() => setAsking(action)}
            className="h-10 rounded-control px-3 text-sm font-semibold ring-1 ring-ink-600 hover:bg-ink-800 disabled:opacity-50"
          >
            {copy.actions[action]}
          </button>
        ))}
      </div>
      <div role="status" className="mt-2 text-sm">
        {busy && <p>{copy.running}</p>}
        {outcome && "error" in outcome && <p className="text-danger-300">{outcome.error}</p>}
        {outcome && "results" in outcome && <Outcomes {...outcome} copy={copy} />}
      </div>
      {children}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? copy.confirm[asking] : ""}
        confirm={asking ? fill(copy.run, { action: copy.actions[asking].toLowerCase() }) : ""}
        cancel={copy.cancel}
        danger={asking === "delete"}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && void run(asking)}
      >
        {asking && <p>{copy.explain[asking]}</p>}
        <ul className="mt-2 max-h-60 list-disc overflow-y-auto pl-5 text-fg">
          {chosen.map((id) => (
            <li key={id}>{titles.get(id)}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </SelectionContext.Provider>
  );
}

function Outcomes({ action, results, copy }: { action: BulkAction; results: BulkOutcome[]; copy: BulkCopy }) {
  const done = results.filter((r) => r.ok).length;
  return (
    <div className="rounded-card bg-ink-900 p-3 ring-1 ring-ink-700">
      <p className="font-semibold">{fill(copy.summary, { done, refused: results.length - done })}</p>
      <ul className="mt-1 grid gap-1">
        {results.map((r) => (
          <li key={r.id} className={r.ok ? "text-success-400" : "text-danger-300"}>
            <span className="font-semibold">{r.title ?? fill(copy.unknown, { id: r.id })}</span>
            {" — "}
            {r.ok ? fill(copy.done[action], { revision: r.revision ?? "" }) : fill(copy.refused, { reason: r.error })}
            {!r.ok && r.problems && (
              <ul className="list-disc pl-5 text-fg-muted">
                {r.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

// The page's checkbox: all of this page's rows, or none; mixed while some are.
export function SelectAllBox() {
  const { selected, pageIds, setAll, copy } = useSelection();
  const box = useRef<HTMLInputElement>(null);
  const count = pageIds.filter((id) => selected.has(id)).length;
  const all = count > 0 && count === pageIds.length;
  useEffect(() => {
    if (box.current) box.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return <input ref={box} type="checkbox" className="size-5" aria-label={copy.selectAll} checked={all} onChange={(e) => setAll(e.target.checked)} />;
}

export function RowBox({ id, title }: { id: number; title: string }) {
  const { selected, toggle, copy } = useSelection();
  return (
    <input
      type="checkbox"
      className="size-5"
      aria-label={fill(copy.select, { title })}
      checked={selected.has(id)}
      onChange={(e) => toggle(id, e.target.checked)}
    />
  );
}
