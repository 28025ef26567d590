// Joins class names, skipping falsy ones.
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ");
}

// "1 demo request", "3 demo requests", "2 history entries".
export const countOf = (n: number, singular: string, plural = `${singular}s`) => `${n.toLocaleString("en-CA")} ${n === 1 ? singular : plural}`;
