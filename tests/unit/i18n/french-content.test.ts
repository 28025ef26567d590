// The French twins of the typed content (content/fr/*.ts): the same shape as the English modules
// down to array lengths, the same figures and identifiers, and French typography in every text. A
// twin writes only text over its English module (content/fr/localized.ts), so the figures hold by
// construction; the comparison still guards what a twin's own exports (label maps, hrefs) write.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { twins } from "@/lib/i18n/content";

// Named by file: blogCategories is content/fr/blog-categories.ts.
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const modules = Object.entries(twins).map(([name, { en, fr }]) => [kebab(name), en, fr] as [string, Record<string, unknown>, Record<string, unknown>]);

// Strings that name rather than say: the same in both languages. (Identifiers typed as unions of
// literals, such as a job's department, are held to the English values by the compiler.)
const IDENTIFIERS = new Set(["id", "slug", "icon", "href", "url", "email", "phoneHref", "lang"]);
// Typed as the English literal (e.g. the small-dealer plan's "$147"); shown through a French label map.
const LITERAL_TYPED = new Set(["smallDealersSolution.plan.price", "smallDealersSolution.plan.period"]);

function compare(en: unknown, fr: unknown, path: string, problems: string[]): void {
  if (Array.isArray(en)) {
    if (!Array.isArray(fr) || fr.length !== en.length)
      return void problems.push(`${path}: ${Array.isArray(fr) ? fr.length : typeof fr} items, English has ${en.length}`);
    en.forEach((item, i) => compare(item, fr[i], `${path}[${i}]`, problems));
    return;
  }
  if (en && typeof en === "object") {
    if (!fr || typeof fr !== "object") return void problems.push(`${path}: missing`);
    for (const key of Object.keys(en)) {
      if (key.endsWith("_fr")) continue; // English records that carried their French twin inline
      if (!(key in fr)) problems.push(`${path}.${key}: missing in French`);
      else compare((en as Record<string, unknown>)[key], (fr as Record<string, unknown>)[key], `${path}.${key}`, problems);
    }
    return;
  }
  const key = path
    .split(".")
    .pop()!
    .replace(/\[\d+\]$/, "");
  if (typeof en === "number" || typeof en === "boolean") {
    if (en !== fr) problems.push(`${path}: ${String(fr)}, English has ${String(en)}`);
  } else if (typeof en === "string" && IDENTIFIERS.has(key) && en !== fr) {
    problems.push(`${path}: identifier "${String(fr)}" differs from "${en}"`);
  }
}

function strings(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === "string") out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}[${i}]`, out));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) strings(v, `${path}.${k}`, out);
  return out;
}

describe("the French content", () => {
  it("lists every twin in content/fr once, in the registry contentIn reads", () => {
    const files = fs.readdirSync("content/fr").filter((f) => f.endsWith(".ts") && f !== "localized.ts");
    expect(files.map((f) => f.replace(/\.ts$/, "")).sort()).toEqual(modules.map(([name]) => name).sort());
  });

  for (const [name, en, fr] of modules) {
    it(`${name}: has every English value's shape, figures and identifiers`, () => {
      const problems: string[] = [];
      for (const [key, value] of Object.entries(en)) {
        if (typeof value === "function" || typeof value === "string") continue;
        if (!(key in fr)) continue; // exports with no text (identifier lists, types' runtime twins)
        compare(value, fr[key], `${name}.${key}`, problems);
      }
      expect(problems).toEqual([]);
    });

    it(`${name}: writes French typography (no-break spaces, French numbers)`, () => {
      const problems = strings(fr, name)
        .filter(
          ([path]) =>
            !IDENTIFIERS.has(
              path
                .split(".")
                .pop()!
                .replace(/\[\d+\]$/, ""),
            ) && ![...LITERAL_TYPED].some((p) => path.endsWith(p)),
        )
        .filter(([, text]) => / [:;!?»]|« |[^\s\u00a0\u202f(][;!?»](\s|$)|\$\d|\d%|\d,\d{3}\b/u.test(text.replace(/https?:\/\/\S+/g, "")))
        .map(([path, text]) => `${path}: ${text}`);
      expect(problems).toEqual([]);
    });
  }
});
