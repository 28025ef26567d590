// The rooms hold by themselves: an import against docs/architecture.md's "May import" column fails
// `npm run lint` (eslint.config.mjs's zones), the column has no circle, and no file of lib/ sits
// outside a room; and no source line runs past 160 characters.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { rooms } from "../../eslint.config.mjs";

const root = path.resolve(import.meta.dirname, "../..");

async function lintAs(file: string, source: string) {
  const [result] = await new ESLint({ cwd: root }).lintText(source, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === "import/no-restricted-paths").map((m) => m.message);
}

describe("the rooms", () => {
  it("refuse an import running back up or sideways", { timeout: 60_000 }, async () => {
    const icon = 'import { Icon } from "@/components/ui/icon";\nexport const drawn = Icon;\n';
    expect(await lintAs("lib/leads/probe.ts", icon)).toEqual([expect.stringContaining("lib/leads/ may import only")]);
    expect(await lintAs("content/probe.ts", icon)).toEqual([expect.stringContaining("content/ may import only nothing")]);
    expect(await lintAs("db/probe.ts", 'import { staffTranslator } from "@/lib/staff/messages";\nexport const t = staffTranslator;\n')).toHaveLength(1);
    expect(await lintAs("lib/server/probe.mjs", 'import { getDb } from "../../db/index";\nexport const db = getDb;\n')).toHaveLength(1);
    // What the column allows passes.
    expect(await lintAs("components/probe.tsx", 'import { siteConfig } from "@/lib/site-config";\nexport const name = siteConfig.name;\n')).toEqual([]);
  });

  it("keep db/ below lib/: the content import runs the publish gates and reads bodies from lib/, while the gates stay pure", { timeout: 60_000 }, async () => {
    const gates = 'import { checkArticle } from "@/lib/content/gates";\nexport const check = checkArticle;\n';
    expect(await lintAs("db/probe.ts", gates)).toContainEqual(expect.stringContaining("db/ may import only nothing of the house"));
    expect(await lintAs("db/probe.ts", 'import { readBody } from "@/lib/content/body-facts.mjs";\nexport const read = readBody;\n')).not.toEqual([]);
    expect(await lintAs("db/probe.ts", 'import { getAllCities } from "@/lib/content/cities";\nexport const all = getAllCities;\n')).not.toEqual([]);
    expect(await lintAs("lib/content/probe.ts", gates)).toEqual([]);
    expect(await lintAs("lib/cli/probe.ts", 'import { seed } from "@/lib/content/import";\nexport const run = seed;\n')).toEqual([]);
    // The gates' own room: the French rules beside them, not the queries of their folder or the database.
    expect(
      await lintAs("lib/content/gates.ts", 'import { frenchProblems } from "@/lib/content/french-rules";\nexport const rules = frenchProblems;\n'),
    ).toEqual([]);
    expect(await lintAs("lib/content/gates.ts", 'import { getAllCities } from "@/lib/content/cities";\nexport const all = getAllCities;\n')).toHaveLength(1);
    expect(await lintAs("lib/content/gates.ts", 'import { getDb } from "@/db";\nexport const db = getDb;\n')).toHaveLength(1);
  });

  it("have no circle", () => {
    const state = new Map<string, "visiting" | "done">();
    const visit = (room: string, trail: string[]): void => {
      if (state.get(room) === "done") return;
      expect(state.get(room), `circle: ${[...trail, room].join(" -> ")}`).not.toBe("visiting");
      state.set(room, "visiting");
      for (const next of rooms[room]!) visit(next, [...trail, room]);
      state.set(room, "done");
    };
    for (const room of Object.keys(rooms)) visit(room, []);
  });

  it("hold every file of lib/ and every folder of the house", () => {
    const names = Object.keys(rooms);
    for (const entry of fs.readdirSync(path.join(root, "lib"))) expect(names, `lib/${entry} is in no room`).toContain(`lib/${entry}`);
    for (const room of names) for (const other of rooms[room]!) expect(names).toContain(other);
  });
});

// A line of SQL stays whole (a statement reads as one); Drizzle's sql`` or a string opening with a statement's word.
const SQL = /\bsql`|^\s*(?:[?:]\s*)?["'`]?(?:select|insert|update|delete|with|union all) /i;

describe("the source", () => {
  it("has no line over 160 characters outside content/ and SQL", () => {
    const files = execFileSync("git", ["ls-files", "*.ts", "*.tsx", "*.mjs", "*.js", "*.cjs"], { cwd: root, encoding: "utf8" }).split("\n");
    const long = files
      .filter((file) => file && !file.startsWith("content/") && fs.existsSync(path.join(root, file)))
      .flatMap((file) =>
        fs
          .readFileSync(path.join(root, file), "utf8")
          .split("\n")
          .flatMap((line, i) => (line.length > 160 && !SQL.test(line) ? [`${file}:${i + 1}`] : [])),
      );
    expect(long).toEqual([]);
  });
});

// The outbox (lead_notifications) is written through its one door, lib/outbox/ (queue()): no other room
// writes its rows by hand. The lead stores are the one exception: they write the rows lib/outbox/'s
// newLeadRows built, in the lead's own transaction (its id exists only there; docs/architecture.md).
const OUTBOX_INSERT = /\.insert\(\s*(?:\w+\.)?leadNotifications\b|\binsert\s+into\s+"?lead_notifications\b/i;
const OUTBOX_WRITERS = /^(?:lib\/outbox\/|db\/(?:sqlite|postgres)\/(?:schema\.ts$|migrations\/))/;
const LEAD_STORES = ["db/sqlite/leads.ts", "db/postgres/leads.ts"];

describe("the outbox", () => {
  it("is written only through lib/outbox/", () => {
    const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "*.ts", "*.tsx", "*.mjs", "*.js", "*.sql"], {
      cwd: root,
      encoding: "utf8",
    }).split("\n");
    const writers = files
      .filter((file) => file && !file.startsWith("tests/") && !OUTBOX_WRITERS.test(file) && fs.existsSync(path.join(root, file)))
      .filter((file) => OUTBOX_INSERT.test(fs.readFileSync(path.join(root, file), "utf8")));
    expect(writers.sort()).toEqual(LEAD_STORES.sort());
    // The lead stores write the rows handed to them, never a message of their own.
    for (const store of LEAD_STORES) expect(fs.readFileSync(path.join(root, store), "utf8")).not.toMatch(/lead\.created/);
  });

  it("finds a row written by hand, in Drizzle or in SQL", () => {
    expect(OUTBOX_INSERT.test("await tx\n    .insert(leadNotifications)\n    .values(rows)")).toBe(true);
    expect(OUTBOX_INSERT.test('db.insert(schema.leadNotifications).values({ leadType: "demo" })')).toBe(true);
    expect(OUTBOX_INSERT.test("INSERT INTO lead_notifications (lead_type) values ('demo')")).toBe(true);
    expect(OUTBOX_INSERT.test("select id from lead_notifications")).toBe(false);
  });
});
