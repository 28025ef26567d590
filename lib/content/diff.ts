import { diffWordsWithSpace } from "diff";

// One changed field between two revisions: its values, and for prose its words, each kept, added
// or removed (the editor shows them side by side).
export interface FieldDiff {
  field: string;
  from: unknown;
  to: unknown;
  words?: { value: string; added?: true; removed?: true }[];
}

// Fields compared word by word; every other field is compared as a whole value.
const PROSE = new Set(["title", "seoTitle", "excerpt", "seoDescription", "body", "featuredImageAlt", "heroTitle", "heroSubtitle"]);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

// The fields that differ from one snapshot to the other, in the order of `to`'s fields.
export function diffSnapshots(from: object, to: object): FieldDiff[] {
  const before = from as Record<string, unknown>;
  const after = to as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields
    .filter((field) => !same(before[field], after[field]))
    .map((field) => {
      const change: FieldDiff = { field, from: before[field] ?? null, to: after[field] ?? null };
      if (PROSE.has(field)) change.words = wordsBetween(String(before[field] ?? ""), String(after[field] ?? ""));
      return change;
    });
}

function wordsBetween(from: string, to: string): NonNullable<FieldDiff["words"]> {
  return diffWordsWithSpace(from, to).map((part) => ({
    value: part.value,
    ...(part.added ? { added: true as const } : {}),
    ...(part.removed ? { removed: true as const } : {}),
  }));
}
