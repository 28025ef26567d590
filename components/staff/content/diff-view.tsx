import type { ReactNode } from "react";

// Two revisions side by side, field by field: prose by words (removed words struck through on the
// left, added ones marked on the right), other fields as their two values. The shape is the content
// API's diff (GET /staff/api/content/articles/{id}/diff). A field the server could not compare word
// by word in time says so: compared by paragraph, or shown whole.
export interface FieldDiff {
  field: string;
  from: unknown;
  to: unknown;
  words?: { value: string; added?: boolean; removed?: boolean }[];
  coarse?: "paragraphs" | "field";
}

export interface DiffCopy {
  caption: string;
  field: string;
  before: string;
  after: string;
  empty: string;
  // The note under a field compared by paragraph, or shown whole.
  coarse: { paragraphs: string; field: string };
  // Each field's label by its name; a field without one shows its name.
  labels: Record<string, string>;
}

const shown = (value: unknown) => (value === null || value === undefined ? "" : Array.isArray(value) ? value.join(", ") : String(value));

// `fieldAction`: a control under a field's name (a revision's "Restore this field").
export function DiffView({ fields, copy, fieldAction }: { fields: FieldDiff[]; copy: DiffCopy; fieldAction?: (field: string) => ReactNode }) {
  if (fields.length === 0) return <p className="text-sm text-fg-muted">{copy.empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full table-fixed border-collapse text-left text-sm">
        <caption className="sr-only">{copy.caption}</caption>
        <thead>
          <tr className="text-fg-subtle">
            <th scope="col" className="w-28 py-1 pr-2 font-medium">
              {copy.field}
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              {copy.before}
            </th>
            <th scope="col" className="py-1 font-medium">
              {copy.after}
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((diff) => (
            <tr key={diff.field} className="border-t border-ink-700 align-top">
              <th scope="row" className="py-2 pr-2 font-medium break-words">
                {copy.labels[diff.field] ?? diff.field}
                {diff.coarse && <span className="mt-1 block text-xs font-normal text-fg-subtle">{copy.coarse[diff.coarse]}</span>}
                {fieldAction?.(diff.field)}
              </th>
              <td className="py-2 pr-2 break-words whitespace-pre-wrap">
                {diff.words
                  ? diff.words
                      .filter((part) => !part.added)
                      .map((part, i) =>
                        part.removed ? (
                          <del key={i} className="bg-danger-400/20 text-danger-300">
                            {part.value}
                          </del>
                        ) : (
                          <span key={i}>{part.value}</span>
                        ),
                      )
                  : shown(diff.from)}
              </td>
              <td className="py-2 break-words whitespace-pre-wrap">
                {diff.words
                  ? diff.words
                      .filter((part) => !part.removed)
                      .map((part, i) =>
                        part.added ? (
                          <ins key={i} className="bg-success-400/20 text-success-400 no-underline">
                            {part.value}
                          </ins>
                        ) : (
                          <span key={i}>{part.value}</span>
                        ),
                      )
                  : shown(diff.to)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
