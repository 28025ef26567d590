"use client";

import { lowerFirst } from "@/lib/utils";
import { staffButton } from "../styles";

export interface PublishProblemsCopy {
  fixSpacing: string;
  fixSpacingHint: string;
}

// The problems a refused publish lists, every one (each French rule's occurrence with the words
// around it), each linked to its field: "Body (Markdown): the text has…", « Corps (Markdown) : le
// texte compte… » (the account's colon, a lower case after it, as docs/french.md writes a label
// before a value). When the fields have French spacing to fix, one button fixes it in the fields
// (`onFixSpacing`); the author then saves.
export function PublishProblems({
  problems,
  labels,
  anchor,
  locale,
  copy,
  onFixSpacing,
}: {
  problems: { field: string; message: string }[];
  labels: Record<string, string | undefined>;
  anchor: (field: string) => string;
  locale: "en" | "fr";
  copy: PublishProblemsCopy;
  onFixSpacing?: () => void;
}) {
  const colon = locale === "fr" ? "\u00a0: " : ": ";
  return (
    <div className="mt-1 grid gap-2">
      <ul className="list-disc pl-5">
        {problems.map((p, i) => (
          <li key={i}>
            <a href={`#${anchor(p.field)}`} className="underline">
              {labels[p.field] ?? p.field}
            </a>
            {colon}
            {lowerFirst(p.message)}
          </li>
        ))}
      </ul>
      {onFixSpacing && (
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" className={staffButton} onClick={onFixSpacing} aria-describedby="fix-spacing-hint">
            {copy.fixSpacing}
          </button>
          <span id="fix-spacing-hint" className="text-xs text-fg-subtle">
            {copy.fixSpacingHint}
          </span>
        </div>
      )}
    </div>
  );
}
