// The type of a French twin of an English value declared `as const`: the same shape (keys, nesting,
// array lengths for tuples), with any text in place of the English literals.
export type Localized<T> = T extends string ? string : T extends object ? { [K in keyof T]: Localized<T[K]> } : T;

// Fields that name rather than say: the same in both languages, so a twin cannot write them.
type Identifier = "id" | "slug" | "icon" | "href" | "url" | "email" | "phoneHref" | "lang";

// What a twin writes of an English value: its text only. Objects by key and arrays by position, any
// part left out taken from English. Numbers, booleans, identifiers and strings typed as a union of
// literals (a job's department, shown through a French label map) cannot be written, so a count, a
// flag, an ISO date, a link, an icon or an id lives in the English module alone. (A figure inside a
// text, "297 $" or "40 %", is text: French writes numbers its own way.)
export type Text<T> = T extends string
  ? string extends T
    ? string
    : never
  : T extends readonly (infer U)[]
    ? readonly Text<U>[]
    : T extends object
      ? { readonly [K in Exclude<keyof T, Identifier>]?: Text<T[K]> }
      : never;

function merge(english: unknown, text: unknown, at: string): unknown {
  if (text === undefined) return english;
  if (Array.isArray(english)) {
    if (!Array.isArray(text) || text.length > english.length) throw new Error(`${at}: a twin's list is longer than the English one`);
    return english.map((item, i) => merge(item, text[i], `${at}[${i}]`));
  }
  if (english && typeof english === "object") {
    const extra = Object.keys(text as object).filter((key) => !(key in english));
    if (extra.length) throw new Error(`${at}: ${extra.join(", ")} not in the English value`);
    // An English record that carries its French inline (a city's hero_title_fr) keeps it to itself.
    const entries = Object.entries(english).filter(([key]) => !key.endsWith("_fr"));
    return Object.fromEntries(entries.map(([key, value]) => [key, merge(value, (text as Record<string, unknown>)[key], `${at}.${key}`)]));
  }
  return text;
}

// An English value with a twin's text laid over it: the French value, figures and all. Typed as the
// English value; one declared `as const` in English is translated as twin<Localized<typeof en.x>>.
export const twin = <T>(english: T, text: NoInfer<Text<T>>): T => merge(english, text, "twin") as T;
