import "server-only";

// A text as the index keeps it: each word at most WORD_REPEATS_MAX times (case aside), the later
// ones left out. A search's snippet takes time quadratic in the matches of its words in a document
// (27,000 "a" in one body: 17 s of SQLite's snippet()); no article says a word 500 times (a
// 60,000-character article has about 600 "the"), and a word found once is found.
const WORD_REPEATS_MAX = 500;
export function boundedRepeats(text: string): string {
  const seen = new Map<string, number>();
  return text.replace(/([\p{L}\p{N}]+)(\s*)/gu, (whole, word: string) => {
    const key = word.toLowerCase();
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count > WORD_REPEATS_MAX ? "" : whole;
  });
}
