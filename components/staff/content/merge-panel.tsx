"use client";

import { MergeView } from "@codemirror/merge";
import { EditorState } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import { useEffect, useRef, useState } from "react";
import type { ArticleFields } from "@/lib/content/store";
import { cn } from "@/lib/utils";
import { staffButton } from "../styles";
import { fill } from "./content-api";
import type { FieldDiff } from "./diff-view";

export interface MergeCopy {
  title: string;
  text: string;
  bodyLabel: string;
  fieldsTitle: string;
  mine: string;
  theirs: string;
  takeChunk: string;
  yourText: string;
  theirText: string;
  save: string;
  cancel: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const shown = (value: unknown) => (Array.isArray(value) ? value.join(", ") : String(value ?? "—"));

// A save that lost the race, merged three ways: the conflict's diff runs from the common base (the
// revision the editor started from) to theirs (the newest revision). A field only one side changed
// takes that side; a field both changed is the person's choice (mine or theirs), and the body is
// merged in CodeMirror's merge view, their text beside mine, each of their changes one button away.
// `onSave` saves the merged fields from their revision.
export function MergePanel({
  mine,
  conflict,
  heading,
  copy,
  labels,
  onSave,
  onCancel,
}: {
  mine: ArticleFields;
  conflict: { revision: number; diff: FieldDiff[] };
  // The sentence naming who saved, and when, already filled.
  heading: string;
  copy: MergeCopy;
  // Each field's name as the editor labels it.
  labels: Record<string, string>;
  onSave: (fields: ArticleFields) => Promise<void>;
  onCancel: () => void;
}) {
  const fields = mine as unknown as Record<string, unknown>;
  const both = conflict.diff.filter((d) => !same(fields[d.field], d.from) && !same(fields[d.field], d.to));
  const theirsOnly = conflict.diff.filter((d) => same(fields[d.field], d.from));
  const bodyConflict = both.find((d) => d.field === "body");
  const choices = both.filter((d) => d.field !== "body");
  const [picked, setPicked] = useState<Record<string, "mine" | "theirs">>({});
  const [busy, setBusy] = useState(false);
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<MergeView | null>(null);

  useEffect(() => {
    if (!host.current || !bodyConflict) return;
    const merge = new MergeView({
      parent: host.current,
      a: { doc: String(fields.body ?? ""), extensions: [EditorView.lineWrapping, EditorView.contentAttributes.of({ "aria-label": copy.yourText })] },
      b: {
        doc: String(bodyConflict.to ?? ""),
        extensions: [
          EditorView.lineWrapping,
          EditorView.editable.of(false),
          EditorState.readOnly.of(true),
          EditorView.contentAttributes.of({ "aria-label": fill(copy.theirText, { revision: conflict.revision }) }),
        ],
      },
      revertControls: "b-to-a",
      renderRevertControl: () => {
        const button = document.createElement("button");
        button.type = "button";
        button.textContent = "⇜";
        button.setAttribute("aria-label", copy.takeChunk);
        button.title = copy.takeChunk;
        // The merge view reverts on mousedown; a keyboard's Enter or Space is a click without one.
        button.addEventListener("click", (event) => {
          if (event.detail === 0) button.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, cancelable: true }));
        });
        return button;
      },
      collapseUnchanged: { margin: 3, minSize: 6 },
    });
    view.current = merge;
    return () => merge.destroy();
    // The merge view is built once per conflict; the texts it starts from do not change meanwhile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bodyConflict]);

  async function save() {
    const merged = { ...fields };
    for (const d of theirsOnly) merged[d.field] = d.to;
    for (const d of choices) merged[d.field] = picked[d.field] === "theirs" ? d.to : fields[d.field];
    if (bodyConflict && view.current) merged.body = view.current.a.state.doc.toString();
    setBusy(true);
    await onSave(merged as unknown as ArticleFields);
    setBusy(false);
  }

  return (
    <section aria-labelledby="merge-title" className="grid min-w-0 gap-3 rounded-panel border border-warning-400/50 p-4">
      <h2 id="merge-title" className="font-semibold text-warning-400">
        {copy.title}
      </h2>
      <p className="text-sm">{heading}</p>
      {bodyConflict && (
        <div className="grid min-w-0 gap-1">
          <p id="merge-body-label" className="text-sm font-medium">
            {fill(copy.bodyLabel, { revision: conflict.revision })}
          </p>
          <div
            ref={host}
            role="group"
            aria-labelledby="merge-body-label"
            className="merge-editor max-h-[60vh] overflow-auto rounded-control bg-ink-800 text-sm ring-1 ring-ink-600"
          />
        </div>
      )}
      {choices.length > 0 && (
        <fieldset className="grid min-w-0 gap-3">
          <legend className="text-sm font-medium">{copy.fieldsTitle}</legend>
          {choices.map((d) => (
            <fieldset key={d.field} className="grid min-w-0 gap-1 text-sm">
              <legend className="text-fg-muted">{labels[d.field] ?? d.field}</legend>
              {(["mine", "theirs"] as const).map((side) => (
                <label key={side} className="flex items-start gap-2 break-words">
                  <input
                    type="radio"
                    name={`merge-${d.field}`}
                    checked={(picked[d.field] ?? "mine") === side}
                    onChange={() => setPicked((p) => ({ ...p, [d.field]: side }))}
                    className="mt-1 size-4 shrink-0"
                  />
                  <span className="min-w-0">{fill(copy[side], { value: shown(side === "mine" ? fields[d.field] : d.to) })}</span>
                </label>
              ))}
            </fieldset>
          ))}
        </fieldset>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={staffButton} disabled={busy} onClick={() => void save()}>
          {copy.save}
        </button>
        <button type="button" className={cn("h-10 rounded-control px-4 text-sm ring-1 ring-ink-600 hover:bg-ink-800")} onClick={onCancel}>
          {copy.cancel}
        </button>
      </div>
    </section>
  );
}
