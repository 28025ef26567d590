import { cn } from "@/lib/utils";

// The dashboard's charts: server components drawing SVG from the numbers a query returned, no chart
// library. Each is a <figure> named by its caption (the SVG's accessible name), with a table of the
// same numbers one click away (a <details>, printed open) and, when it helps, a legend. Widths are
// in percent of the figure and heights in pixels, so a chart fills a phone or a desktop column and
// its text keeps its size; colours come from classes staff.css turns to ink for print.

export interface Series {
  key: string;
  label: string;
}

// Up to seven series colours, then they repeat (staff.css: .chart-series-N).
const seriesClass = (index: number) => `chart-series-${index % 7}`;

// A round top for the axis: 1, 2 or 5 times a power of ten, at least the largest value.
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= value)!;
}

const pct = (n: number) => `${Math.round(n * 1000) / 1000}%`;

export function Figure({
  id,
  caption,
  children,
  table,
  tableLabel,
  legend,
  className,
}: {
  id: string;
  caption: string;
  children: React.ReactNode;
  table: React.ReactNode;
  tableLabel: string;
  legend?: React.ReactNode;
  className?: string;
}) {
  return (
    <figure className={cn("chart grid min-w-0 grid-cols-1 gap-2", className)} aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="text-sm text-fg-muted">
        {caption}
      </figcaption>
      {children}
      {legend}
      <details className="chart-table min-w-0 text-sm">
        <summary className="cursor-pointer text-brand-300 select-none">{tableLabel}</summary>
        <div className="mt-2 overflow-x-auto">{table}</div>
      </details>
    </figure>
  );
}

export function Legend({ series, extra }: { series: Series[]; extra?: { label: string; outline: true } }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-fg-muted" aria-hidden="true">
      {series.map((s, i) => (
        <li key={s.key} className="flex items-center gap-1.5">
          <svg width="12" height="12" className="shrink-0">
            <rect width="12" height="12" rx="2" className={seriesClass(i)} />
          </svg>
          {s.label}
        </li>
      ))}
      {extra && (
        <li className="flex items-center gap-1.5">
          <svg width="12" height="12" className="shrink-0">
            <rect x="1" y="1" width="10" height="10" rx="2" className="chart-outline" />
          </svg>
          {extra.label}
        </li>
      )}
    </ul>
  );
}

export interface Column {
  // Under the column (a short date), and in full for its tooltip.
  label: string;
  title: string;
  values: Record<string, number>;
  // The comparison period's total for the same column, drawn as an outline beside it.
  comparison?: number;
}

// Stacked columns, one per day or week, with the comparison period's total as an outlined column.
export function StackedColumns({ id, series, columns, height = 220 }: { id: string; series: Series[]; columns: Column[]; height?: number }) {
  const top = 16;
  const bottom = height - 26;
  const plot = bottom - top;
  const gutter = 9; // percent of the width for the scale's numbers
  const max = niceMax(
    Math.max(
      1,
      ...columns.map((c) =>
        Math.max(
          c.comparison ?? 0,
          series.reduce((t, s) => t + (c.values[s.key] ?? 0), 0),
        ),
      ),
    ),
  );
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * max).filter((v) => Number.isInteger(v));
  const slot = (100 - gutter) / Math.max(1, columns.length);
  const y = (value: number) => bottom - (value / max) * plot;
  // At most 14 labels under the columns (7 on a phone): a year's 53 weeks labelled each ran into one
  // another. Each column keeps its full date in its tooltip and in the table of numbers.
  const every = Math.ceil(columns.length / 14);
  const everyOnPhone = every * Math.ceil(columns.length / every / 7);
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-caption`}
      width="100%"
      height={height}
      className="chart-svg overflow-visible"
      data-chart={id}
      data-max={max}
      data-plot-height={plot}
    >
      {ticks.map((value) => (
        <g key={value}>
          <line x1={pct(gutter)} x2="100%" y1={y(value)} y2={y(value)} className="chart-grid" />
          <text x="0" y={y(value)} dy="0.32em" className="chart-text chart-tick">
            {value}
          </text>
        </g>
      ))}
      {columns.map((column, i) => {
        const x = gutter + i * slot;
        let stacked = 0;
        const total = series.reduce((t, s) => t + (column.values[s.key] ?? 0), 0);
        return (
          <g key={i}>
            <title>{column.title}</title>
            {series.map((s, si) => {
              const value = column.values[s.key] ?? 0;
              if (value <= 0) return null;
              const from = stacked;
              stacked += value;
              return (
                <rect
                  key={s.key}
                  x={pct(x + slot * 0.14)}
                  width={pct(slot * 0.52)}
                  y={y(stacked)}
                  height={y(from) - y(stacked)}
                  className={seriesClass(si)}
                  data-column={i}
                  data-series={s.key}
                  data-value={value}
                />
              );
            })}
            {column.comparison !== undefined && column.comparison > 0 && (
              <rect
                x={pct(x + slot * 0.7)}
                width={pct(slot * 0.16)}
                y={y(column.comparison)}
                height={y(0) - y(column.comparison)}
                className="chart-outline"
                data-column={i}
                data-series="comparison"
                data-value={column.comparison}
              />
            )}
            {columns.length <= 16 && total > 0 && (
              <text x={pct(x + slot * 0.4)} y={y(total)} dy="-4" textAnchor="middle" className="chart-text chart-value">
                {total}
              </text>
            )}
            <text
              x={pct(x + slot * 0.4)}
              y={height - 8}
              textAnchor="middle"
              className={cn("chart-text", i % every !== 0 ? "hidden" : i % everyOnPhone !== 0 && "max-sm:hidden")}
            >
              {column.label}
            </text>
          </g>
        );
      })}
      <line x1={pct(gutter)} x2="100%" y1={bottom} y2={bottom} className="chart-axis" />
    </svg>
  );
}

export interface BarRow {
  key: string;
  label: string;
  // One value per series, and the text shown at the row's right (the numbers, worded).
  values: number[];
  text: string;
}

// Horizontal bars, a row per item (a stage, a source, an owner, a province): the label and its
// numbers on a line, the bars under it, as long as their values are against the largest (or `max`).
export function BarRows({ id, rows, series, max, rowGap = 8 }: { id: string; rows: BarRow[]; series?: Series[]; max?: number; rowGap?: number }) {
  const barHeight = 10;
  const perSeries = series?.length ?? 1;
  const rowHeight = 20 + perSeries * (barHeight + 3) + rowGap;
  const scale = max ?? Math.max(1, ...rows.flatMap((r) => r.values));
  return (
    <svg role="img" aria-labelledby={`${id}-caption`} width="100%" height={rows.length * rowHeight} className="chart-svg" data-chart={id} data-max={scale}>
      {rows.map((row, r) => {
        const y0 = r * rowHeight;
        return (
          <g key={row.key}>
            <text x="0" y={y0 + 13} className="chart-text chart-label">
              {row.label}
            </text>
            <text x="100%" y={y0 + 13} textAnchor="end" className="chart-text chart-value">
              {row.text}
            </text>
            <rect x="0" y={y0 + 19} width="100%" height={perSeries * (barHeight + 3) - 3} className="chart-track" />
            {row.values.map((value, s) =>
              value > 0 ? (
                <rect
                  key={s}
                  x="0"
                  y={y0 + 19 + s * (barHeight + 3)}
                  width={pct((Math.min(value, scale) / scale) * 100)}
                  height={barHeight}
                  rx="2"
                  className={seriesClass(series ? s : 0)}
                  data-row={row.key}
                  data-series={series?.[s]?.key ?? "value"}
                  data-value={value}
                />
              ) : null,
            )}
          </g>
        );
      })}
    </svg>
  );
}

// A plain table of a chart's numbers.
export function NumbersTable({ caption, head, rows, className }: { caption: string; head: string[]; rows: (string | number)[][]; className?: string }) {
  return (
    <table className={cn("w-full min-w-max border-collapse text-left text-sm", className)}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-ink-600 text-xs text-fg-subtle">
          {head.map((h, i) => (
            <th key={i} scope="col" className={cn("py-1.5 pr-4 font-semibold", i > 0 && "text-right")}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={r} className="border-b border-ink-700 last:border-0">
            {row.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row" className="py-1.5 pr-4 font-normal">
                  {cell}
                </th>
              ) : (
                <td key={i} className="py-1.5 pr-4 text-right tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
