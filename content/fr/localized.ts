// The type of a French twin of an English value declared `as const`: the same shape (keys, nesting,
// array lengths for tuples), with any text in place of the English literals.
export type Localized<T> = T extends string ? string : T extends object ? { [K in keyof T]: Localized<T[K]> } : T;

// Fields that name rather than say: the same in both languages, so a twin cannot write them.
type Identifier = "id" | "slug" | "icon" | "href" | "url" | "email" | "phoneHref" | "lang";

// What a twin writes of an English value: its text only. Objects by key and arrays by position, any
// part left out taken from English. Numbers, booleans, identifiers and strings typed as a union of
// literals (a job's department, shown through a French label map) cannot be written, so a count, a
// flag, an ISO date, a link, an icon or an id lives in the English module alone. A string that is a
// figure in English ("$297", "99.7%", "300+") is written `figure`: the English one, the French way.
// (A figure inside a sentence is the sentence's; tests/unit/i18n/french-content.test.ts holds it to
// the English sentence's figures.)
export type Text<T> = T extends string
  ? string extends T
    ? string | typeof figure
    : never
  : T extends readonly (infer U)[]
    ? readonly Text<U>[]
    : T extends object
      ? { readonly [K in Exclude<keyof T, Identifier>]?: Text<T[K]> }
      : never;

// An English figure: "$1,250", "$14.2M", "$127K", "99.7%", "300+", "4.9", a sign before, a scale after.
const FIGURE = /^(\$)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?([KM])?(%)?(\+)?$/;

// An English figure written the French way: "1 250 $", "14,2 M $", "127 k $", "99,7 %", "Plus de 300", "4,9",
// with a no-break space before a scale or a sign and between thousands.
export function figure(english: string): string {
  const parts = FIGURE.exec(english);
  if (!parts) throw new Error(`"${english}" is not a figure`);
  const [, dollar, whole, decimals, scale, percent, more] = parts;
  const number = whole!.replaceAll(",", "\u00a0") + (decimals ? `,${decimals}` : "");
  const written = number + (scale ? `\u00a0${scale === "K" ? "k" : "M"}` : "") + (dollar ? "\u00a0$" : "") + (percent ? "\u00a0%" : "");
  return more ? `Plus de ${written}` : written;
}

function merge(english: unknown, text: unknown, at: string): unknown {
  if (text === undefined) return english;
  if (text === figure) return figure(english as string);
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
