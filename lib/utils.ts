// Joins class names, skipping falsy ones.
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ");
}

// "1 demo request", "3 demo requests", "2 history entries".
export const countOf = (n: number, singular: string, plural = `${singular}s`) => `${n.toLocaleString("en-CA")} ${n === 1 ? singular : plural}`;

// A message after a label and a colon starts in lower case (« Statut : choisissez… », docs/french.md),
// unless it starts with an acronym ("URL…") or a name the caller quotes.
export function lowerFirst(message: string): string {
  const [first = "", second = ""] = [...message];
  return /\p{Lu}/u.test(first) && !/\p{Lu}|\p{N}/u.test(second) ? first.toLocaleLowerCase() + message.slice(first.length) : message;
}
