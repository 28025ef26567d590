// The kinds of content as the plumbing every kind shares reads them (lib/content/kinds/): one adapter
// per kind the database names, and each kind's preview link opening a preview page of the app.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_KINDS as KIND_NAMES } from "@/db/enums";
import { CONTENT_KINDS } from "@/lib/content/kinds";

const PREVIEW_ROOT = path.join(import.meta.dirname, "../../../app/(preview)");

// The page file a path opens under app/(preview): at each segment the folder of that name, else a
// [dynamic] one; null when no page answers it.
function pageFor(address: string): string | null {
  let folder = PREVIEW_ROOT;
  for (const segment of address.split("?")[0]!.split("/").filter(Boolean)) {
    const names = fs.readdirSync(folder);
    const next = names.includes(segment) ? segment : names.find((name) => /^\[[^.\]]+\]$/.test(name));
    if (!next) return null;
    folder = path.join(folder, next);
  }
  const page = path.join(folder, "page.tsx");
  return fs.existsSync(page) ? page : null;
}

describe("the kinds of content", () => {
  it("has one adapter for every kind the database names, named as its rows are", () => {
    expect(Object.keys(CONTENT_KINDS).sort()).toEqual([...KIND_NAMES].sort());
    for (const kind of KIND_NAMES) expect(CONTENT_KINDS[kind].name).toBe(kind);
  });

  it("opens each kind's preview, in each language, on a preview page of the app", () => {
    for (const kind of KIND_NAMES)
      for (const locale of ["en", "fr"] as const) {
        const address = CONTENT_KINDS[kind].previewPath({ id: "12", locale });
        expect(address, kind).toMatch(/^\/staff\/preview\//);
        expect(pageFor(address), address).not.toBeNull();
      }
    expect(pageFor("/staff/preview/guides/12")).toBeNull();
  });
});
