// The French twin of an English object declared `as const`: the same shape (keys, nesting, array
// lengths for tuples), with any text in place of the English literals.
export type Localized<T> = T extends string ? string : T extends object ? { -readonly [K in keyof T]: Localized<T[K]> } : T;
