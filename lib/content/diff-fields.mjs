// The changed fields between two revisions, prose word by word, within a time budget and a size cap:
// jsdiff's word diff costs the product of the two texts' lengths and their number of differences
// (two unrelated 60,000-character bodies: minutes), so past the budget a field is compared paragraph
// by paragraph, and past that (or past the size cap) as a whole value, and the answer says so
// (`coarse`). Plain JavaScript with JSDoc types: lib/content/diff.ts runs diffFields in a worker
// thread (lib/content/threads.ts), which imports this file as it is.
import { diffArrays, diffWordsWithSpace } from "diff";

/**
 * One changed field: its two values, and for prose its words (or paragraphs), each kept, added or
 * removed. `coarse` says the words were not compared: "paragraphs" (the parts are paragraphs) or
 * "field" (no parts: the two values as a whole).
 * @typedef {{ value: string, added?: true, removed?: true }} Part
 * @typedef {{ field: string, from: unknown, to: unknown, words?: Part[], coarse?: "paragraphs" | "field" }} FieldDiff
 */

// Fields compared word by word; every other field is compared as a whole value.
const PROSE = new Set(["title", "seoTitle", "excerpt", "seoDescription", "body", "featuredImageAlt", "heroTitle", "heroSubtitle"]);

// A paragraph diff's own budget, after the words ran out of theirs.
const PARAGRAPHS_MS = 100;

const same = (/** @type {unknown} */ a, /** @type {unknown} */ b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * @param {{ value: string | string[], added?: boolean, removed?: boolean }[]} changes
 * @returns {Part[]}
 */
const partsOf = (changes) =>
  changes.map((change) => ({
    value: Array.isArray(change.value) ? change.value.join("") : change.value,
    ...(change.added ? { added: /** @type {const} */ (true) } : {}),
    ...(change.removed ? { removed: /** @type {const} */ (true) } : {}),
  }));

// Paragraphs with the blank lines after them, so the parts join back into the text.
const paragraphs = (/** @type {string} */ text) => text.split(/(?<=\n[^\S\n]*\n)(?=[^\n])/);

/**
 * The fields that differ from one snapshot to the other, in the order of `to`'s fields (those only
 * `from` has after them).
 * @param {{ from: Record<string, unknown>, to: Record<string, unknown>, budgetMs: number, wordsUpTo: number }} input
 *   budgetMs: the time all the word diffs may take together; wordsUpTo: the longest pair of texts
 *   (characters) compared at all, beyond which a field is compared as a whole.
 * @returns {FieldDiff[]}
 */
export function diffFields({ from, to, budgetMs, wordsUpTo }) {
  const end = Date.now() + budgetMs;
  const fields = [...new Set([...Object.keys(to), ...Object.keys(from)])];
  return fields
    .filter((field) => !same(from[field], to[field]))
    .map((field) => {
      /** @type {FieldDiff} */
      const change = { field, from: from[field] ?? null, to: to[field] ?? null };
      if (!PROSE.has(field)) return change;
      const [a, b] = [String(from[field] ?? ""), String(to[field] ?? "")];
      if (a.length + b.length > wordsUpTo) return { ...change, coarse: "field" };
      const words = diffWordsWithSpace(a, b, { timeout: Math.max(1, end - Date.now()) });
      if (words) return { ...change, words: partsOf(words) };
      const byParagraph = diffArrays(paragraphs(a), paragraphs(b), { timeout: PARAGRAPHS_MS });
      return byParagraph ? { ...change, words: partsOf(byParagraph), coarse: "paragraphs" } : { ...change, coarse: "field" };
    });
}

/**
 * The same fields compared as whole values only, without reading them (the answer when the thread
 * that compares words did not answer in time).
 * @param {Record<string, unknown>} from
 * @param {Record<string, unknown>} to
 * @returns {FieldDiff[]}
 */
export function diffWholeFields(from, to) {
  const fields = [...new Set([...Object.keys(to), ...Object.keys(from)])];
  return fields
    .filter((field) => !same(from[field], to[field]))
    .map((field) => ({ field, from: from[field] ?? null, to: to[field] ?? null, ...(PROSE.has(field) ? { coarse: /** @type {const} */ ("field") } : {}) }));
}
