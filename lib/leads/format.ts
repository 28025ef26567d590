import "server-only";
import { escapeUnprintable } from "@/lib/outbox/text";
// Pure formatting for the sales team's exports (npm run leads, the workspace's CSV): CSV and a plain-text table.

export type Cell = string | number | null | undefined;

// JSON for a terminal: JSON.stringify escapes C0 controls inside strings; this escapes DEL, C1 and
// formatting characters too (the line breaks left are the pretty-printing's own).
export const toJson = (value: unknown) => escapeUnprintable(JSON.stringify(value, null, 2), "\n");

// A cell that starts like a formula would run in Excel or Sheets; a leading apostrophe makes it text.
const FORMULA_START = /^[=+\-@\t\r]/;

// Every cell is quoted, and formula starts are neutralised at the start of every part after a ";"
// or a line break too: Excel set to a French-Canadian locale splits a comma file on ";" (its list
// separator), so "Jean;=1+1" would otherwise become two cells, the second a formula; and a cell's
// later line ("Hello\n=HYPERLINK(...)") becomes a cell of its own when the text is pasted or split
// into lines.
export function csvCell(value: Cell): string {
  const text = escapeUnprintable(value == null ? "" : String(value), "\t\n\r")
    // Each part keeps the separator that ends it.
    .split(/(?<=[;\n\r])/)
    .map((part) => (FORMULA_START.test(part.trimStart()) ? `'${part}` : part))
    .join("");
  return `"${text.replaceAll('"', '""')}"`;
}

export function toCsv(columns: string[], rows: Cell[][]): string {
  return [columns, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

// A readable fixed-width table; long cells are cut with an ellipsis so one message can't wreck the layout.
export function toTable(columns: string[], rows: Cell[][], maxWidth = 40): string {
  const text = (value: Cell) => {
    const flat = escapeUnprintable((value == null ? "" : String(value)).replace(/\s+/g, " ").trim());
    return flat.length > maxWidth ? `${flat.slice(0, maxWidth - 1)}…` : flat;
  };
  const cells = rows.map((row) => row.map(text));
  const widths = columns.map((column, i) => Math.max(column.length, ...cells.map((row) => row[i]?.length ?? 0)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(columns), line(widths.map((w) => "-".repeat(w))), ...cells.map(line)].join("\n") + "\n";
}

// Every stored column, in the export's order (the dedupe hash is internal).
export const exportColumns = {
  demo: ["id", "createdAt", "name", "email", "company", "phone", "message", "cta"],
  contact: ["id", "createdAt", "inquiryType", "name", "email", "company", "phone", "subject", "message", "cta"],
  context: [
    "landingPage",
    "referrer",
    "submittedFrom",
    "firstUtmSource",
    "firstUtmMedium",
    "firstUtmCampaign",
    "firstUtmTerm",
    "firstUtmContent",
    "lastUtmSource",
    "lastUtmMedium",
    "lastUtmCampaign",
    "lastUtmTerm",
    "lastUtmContent",
    "language",
    "consent",
    "consentVersion",
    "consentAt",
    "isSpam",
    "spamReason",
  ],
};

// A column's name in an export's header: snake_case, as the database and `npm run leads -- --csv` name it.
export const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export interface SourceFields {
  firstUtmSource: string | null;
  lastUtmSource: string | null;
  referrer: string | null;
}

// Where a lead came from: its UTM source, else the referring site, else "direct".
export function sourceOf(utmSource: string | null, referrer: string | null): string {
  if (utmSource) return utmSource.toLowerCase();
  if (referrer) {
    try {
      return new URL(referrer).hostname.replace(/^www\./, "");
    } catch {
      return "referral";
    }
  }
  return "direct";
}

// The attribution report: leads per source, credited by first touch and by last touch.
export function countBySource(rows: SourceFields[]): { source: string; firstTouch: number; lastTouch: number }[] {
  const counts = new Map<string, { firstTouch: number; lastTouch: number }>();
  const add = (source: string, key: "firstTouch" | "lastTouch") => {
    const entry = counts.get(source) ?? { firstTouch: 0, lastTouch: 0 };
    entry[key]++;
    counts.set(source, entry);
  };
  for (const r of rows) {
    add(sourceOf(r.firstUtmSource, r.referrer), "firstTouch");
    add(sourceOf(r.lastUtmSource ?? r.firstUtmSource, r.lastUtmSource ? null : r.referrer), "lastTouch");
  }
  return [...counts.entries()]
    .map(([source, c]) => ({ source, ...c }))
    .sort((a, b) => b.firstTouch + b.lastTouch - (a.firstTouch + a.lastTouch) || a.source.localeCompare(b.source));
}
