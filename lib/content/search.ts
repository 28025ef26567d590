// Case- and accent-insensitive matching for the FAQ and glossary search boxes.
export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

// Every word of the query must appear somewhere in the haystack.
export function matchesQuery(query: string, ...haystack: string[]): boolean {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  const text = normalize(haystack.join(" "));
  return words.every((w) => text.includes(w));
}
