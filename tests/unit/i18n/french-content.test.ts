// The French twins of the typed content (content/fr/*.ts): the same shape as the English modules
// down to array lengths, the same figures and identifiers, and French typography in every text. A
// twin writes only text over its English module (content/fr/localized.ts), so the numbers hold by
// construction and a figure field is the English one written the French way (`figure`); the
// comparison still guards what a twin's own exports (label maps, hrefs) write, and the figures a
// French sentence holds are held to the English sentence's.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { figure } from "@/content/fr/localized";
import { twins } from "@/lib/i18n/content";
import { spacingFaults } from "@/lib/content/french-rules";

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

// The figures a text holds, as numbers: English "$2,000", "$14.2M", "8 PM" (20) and "99.7%"; French "2 000 $", "14,2 M $",
// "20 h", "99,7 %" and a version's "2.3". A clock time counts as its hour, a K or M as its thousands or millions. A law's
// name (Loi 25) is a name, which the English sentence may leave out.
const ENGLISH_FIGURE = /(\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?:\.(\d+))?(?::\d\d)?(?:\s?(AM|PM)\b|([KM])\b)?/g;
const FRENCH_FIGURE = /(\d{1,3}(?:[ \u00a0\u202f]\d{3}(?!\d))+|\d+)(?:[,.](\d+))?(?:[ \u00a0]([kM])\b)?/g;
const SCALE: Record<string, number> = { K: 1e3, k: 1e3, M: 1e6 };

function figuresOf(text: string, language: "en" | "fr"): number[] {
  const figures = language === "en" ? text.matchAll(ENGLISH_FIGURE) : text.replace(/\bLoi \d+/g, "").matchAll(FRENCH_FIGURE);
  return [...figures].map((m) => {
    const value = Number(`${m[1]!.replace(/[^\d]/g, "")}.${m[2] ?? 0}`);
    if (m[3] === "AM" || m[3] === "PM") return (value % 12) + (m[3] === "PM" ? 12 : 0);
    const scale = language === "en" ? m[4] : m[3];
    return scale ? Math.round(value * SCALE[scale]!) : value;
  });
}

// Each French text beside the English text it translates: the same place in the English value, or,
// in a French label map (priceLabels, weekLabels), its English key.
function pairs(en: unknown, fr: unknown, path: string, key: string, out: [string, string, string][] = []): [string, string, string][] {
  if (typeof fr === "string") out.push([path, typeof en === "string" ? en : key, fr]);
  else if (fr && typeof fr === "object")
    for (const [k, v] of Object.entries(fr)) pairs((en as Record<string, unknown> | undefined)?.[k], v, `${path}.${k}`, k, out);
  return out;
}

describe("the French content", () => {
  it("writes an English figure the French way", () => {
    expect(["$297", "$14.2M", "$127K", "$150M+", "4,058", "$14.60", "99.7%", "300+", "4.9", "2019"].map(figure)).toEqual([
      "297\u00a0$",
      "14,2\u00a0M\u00a0$",
      "127\u00a0k\u00a0$",
      "Plus de 150\u00a0M\u00a0$",
      "4\u00a0058",
      "14,60\u00a0$",
      "99,7\u00a0%",
      "Plus de 300",
      "4,9",
      "2019",
    ]);
    expect(() => figure("Up to 60%")).toThrow("is not a figure");
  });

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

    // A figure changed in English shows here until its French text follows; figure fields take theirs
    // from English (`figure`, content/fr/localized.ts).
    it(`${name}: holds in its texts only the figures the English texts hold`, () => {
      const problems = pairs(en, fr, name, name)
        .map(([path, english, french]) => [path, french, figuresOf(french, "fr").filter((n) => !figuresOf(english, "en").includes(n))] as const)
        .filter(([, , strays]) => strays.length > 0)
        .map(([path, french, strays]) => `${path}: ${strays.join(", ")} not in English (${french})`);
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
        .filter(([, text]) => spacingFaults(text).length > 0 || /\$\d|\d%|\d,\d{3}\b/u.test(text.replace(/https?:\/\/\S+/g, "")))
        .map(([path, text]) => `${path}: ${text}`);
      expect(problems).toEqual([]);
    });
  }
});
