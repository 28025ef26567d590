import { BadgePercent, CarFront, CircleCheck, RefreshCw } from "lucide-react";
import type { AiSelectionColumn } from "@/content/training";
import type { Locale } from "@/lib/i18n/locale";
import { trainingLabels } from "./labels";

const columnIcons = {
  "New Vehicles": CarFront,
  "Used Vehicles": RefreshCw,
  Subprime: BadgePercent,
} as const;

// How the AI treats new, used and subprime inventory: one column each.
export function AiSelection({ columns, locale }: { columns: readonly AiSelectionColumn[]; locale: Locale }) {
  const labels = trainingLabels(locale);
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {columns.map((column) => {
        const ColumnIcon = columnIcons[column.title];
        return (
          <li key={column.title} className="min-w-0 rounded-card border border-ink-700 bg-ink-900/80 p-6 sm:p-8">
            <span className="grid size-11 place-items-center rounded-control bg-brand-600/20 ring-1 ring-brand-400/30">
              <ColumnIcon className="size-5.5 text-brand-300" aria-hidden="true" />
            </span>
            <h3 className="mt-5 text-h3 font-semibold">{labels.column(column.title)}</h3>
            <ul className="mt-5 space-y-3">
              {column.points.map((point) => (
                <li key={point} className="flex gap-3 leading-relaxed text-fg-muted">
                  <CircleCheck className="mt-0.5 size-5 shrink-0 text-success-400" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
