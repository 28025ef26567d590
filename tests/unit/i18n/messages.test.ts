// The interface strings: one catalogue per language with the same keys, nothing left empty, French
// written with French typography, and the same placeholders on both sides.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { en, fr } from "@/content/messages";
import { spacingFaults } from "@/lib/content/french-rules";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const english = leaves(en as unknown as Tree);
const french = leaves(fr as unknown as Tree);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();

describe("the message catalogues", () => {
  it("register every namespace file of each language once, in content/messages/index.ts", () => {
    for (const [locale, catalogue] of Object.entries({ en, fr })) {
      const files = fs.readdirSync(`content/messages/${locale}`).map((f) => f.replace(/\.json$/, ""));
      expect(files.sort(), locale).toEqual(Object.keys(catalogue).sort());
    }
  });

  it("have the same keys in both languages", () => {
    expect([...french.keys()].filter((k) => !english.has(k))).toEqual([]);
    expect([...english.keys()].filter((k) => !french.has(k))).toEqual([]);
    expect(english.size).toBeGreaterThan(100);
  });

  it("leave no message empty", () => {
    expect([...english, ...french].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
  });

  it("use the same placeholders in both languages", () => {
    const mismatched = [...english].filter(([key, text]) => JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(french.get(key) ?? "")));
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it("write French with the spacing the gates ask (no-break space before : and », after «; none or a fine one before ; ! ?)", () => {
    const problems: string[] = [];
    for (const [key, text] of french) {
      // Leave out URLs, times (9 h 30) and ICU syntax.
      const prose = text.replace(/https?:\/\/\S+/g, "").replace(/\{[^}]*\}/g, "{}");
      // The gates' rule (lib/content/french-rules.ts, docs/french.md): U+00A0 before : and », after «;
      // before ; ! ? a narrow no-break space, a no-break space or none; never a plain space.
      for (const fault of spacingFaults(prose)) problems.push(`${key}: ${fault.fault} space at ${fault.mark} in ${text}`);
      if (/\$\d|\d%|\d,\d{3}\b/.test(prose)) problems.push(`${key}: English number format in ${text}`);
    }
    expect(problems).toEqual([]);
  });
});
