import "server-only";
import { diffWholeFields, type FieldDiff } from "@/lib/content/diff-fields.mjs";
import { lane } from "@/lib/content/threads";

export type { FieldDiff };

// Every comparison of two revisions (the revisions panel's diff, a 409's conflict, a French
// article's English changes, city pages) runs on a thread of its own (lib/content/diff-fields.mjs):
// the words of all its fields within WORDS_MS, else by paragraph, else whole values, and the thread
// is stopped if it has not answered within DEADLINE_MS (the fields are then compared whole here).
// The request's thread meanwhile answers everyone else.
const WORDS_MS = 300;
const DEADLINE_MS = 700;
// The longest pair of texts compared word by word: two 60,000-character bodies (the body's limit)
// with room for an imported one; longer, a field is compared as a whole.
const TEXT_MAX = 240_000;
// A 409 carries words only for fields this short (titles, excerpts, SEO texts, alt texts): the merge
// panel compares the bodies itself, in the browser, so a conflict carries each changed field's two
// values and nothing more.
export const CONFLICT_WORDS_MAX = 2_000;

const diffLane = lane<{ from: object; to: object; budgetMs: number; wordsUpTo: number }, FieldDiff[]>({
  module: "lib/content/diff-fields.mjs",
  name: "diffFields",
  deadlineMs: DEADLINE_MS,
  queueMax: 8,
});

// The fields that differ from one snapshot to the other, in the order of `to`'s fields, prose word
// by word as far as the bounds allow (`coarse` says where they did not).
export async function diffSnapshots(from: object, to: object, options: { wordsUpTo?: number } = {}): Promise<FieldDiff[]> {
  try {
    return await diffLane({ from, to, budgetMs: WORDS_MS, wordsUpTo: options.wordsUpTo ?? TEXT_MAX });
  } catch {
    // Past the deadline, a full queue, or a thread that failed: the fields as whole values.
    return diffWholeFields(from as Record<string, unknown>, to as Record<string, unknown>);
  }
}
