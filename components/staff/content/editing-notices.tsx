"use client";

import { useState } from "react";
import { cn } from "@/lib/utils";
import { staffButton } from "../styles";
import { fill } from "./content-api";
import type { EditingRoom } from "./use-editing-room";

export type EditingCopy = Record<
  | "autosaved"
  | "restoreTitle"
  | "restoreText"
  | "restore"
  | "discard"
  | "lockedTitle"
  | "lockedText"
  | "readOnly"
  | "takeOver"
  | "lostTitle"
  | "lostText"
  | "readOnlyNote"
  // A new article's text given back from this browser: "Your unsaved text from {time} is back in the fields."
  | "keptHere",
  string
>;

// Above the fields: who else holds the document (read only, or take over), the lock taken from us,
// and the working copy a closed tab or a crash left (restore or discard: `onRestore` gets its fields
// and the revision it started from, older than the editor's when a colleague saved since). Choosing
// read only folds the notice into one line, which still offers to take over.
// `idPrefix` keeps the headings' ids apart where a page holds two editors (a city's two languages).
export function EditingNotices<F>({
  room,
  onRestore,
  copy,
  when,
  idPrefix = "",
}: {
  room: EditingRoom<F>;
  onRestore: (fields: F, baseRevision: number) => void;
  copy: EditingCopy;
  when: (at: string) => string;
  idPrefix?: string;
}) {
  const [readOnlyChosen, setReadOnlyChosen] = useState(false);
  const held = room.heldBy;
  const quiet = "h-9 rounded-control px-3 text-sm ring-1 ring-ink-600 hover:bg-ink-800";
  return (
    <>
      {held && (held.lost || !readOnlyChosen) && (
        <section role="alert" aria-labelledby={`${idPrefix}lock-title`} className="grid gap-2 rounded-panel border border-warning-400/50 p-4">
          <h2 id={`${idPrefix}lock-title`} className="font-semibold text-warning-400">
            {fill(held.lost ? copy.lostTitle : copy.lockedTitle, { name: held.holder })}
          </h2>
          <p className="text-sm">{held.lost ? copy.lostText : fill(copy.lockedText, { name: held.holder, time: when(held.since) })}</p>
          <div className="flex flex-wrap gap-2">
            {!held.lost && (
              <button type="button" className={quiet} onClick={() => setReadOnlyChosen(true)}>
                {copy.readOnly}
              </button>
            )}
            <button type="button" className={cn(staffButton, "h-9")} onClick={() => void room.takeOver()}>
              {copy.takeOver}
            </button>
          </div>
        </section>
      )}
      {held && !held.lost && readOnlyChosen && (
        <p className="text-sm text-warning-400">
          {fill(copy.readOnlyNote, { name: held.holder })}{" "}
          <button type="button" className="underline" onClick={() => void room.takeOver()}>
            {copy.takeOver}
          </button>
        </p>
      )}
      {room.leftOver && !room.readOnly && (
        <section aria-labelledby={`${idPrefix}left-over-title`} className="grid gap-2 rounded-panel border border-brand-300/50 p-4">
          <h2 id={`${idPrefix}left-over-title`} className="font-semibold">
            {fill(copy.restoreTitle, { time: when(room.leftOver.savedAt) })}
          </h2>
          <p className="text-sm">{fill(copy.restoreText, { revision: room.leftOver.baseRevision })}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={cn(staffButton, "h-9")}
              onClick={() => {
                onRestore(room.leftOver!.fields, room.leftOver!.baseRevision);
                room.dismissLeftOver();
              }}
            >
              {copy.restore}
            </button>
            <button type="button" className={quiet} onClick={() => void room.discard()}>
              {copy.discard}
            </button>
          </div>
        </section>
      )}
    </>
  );
}
