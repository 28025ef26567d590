// The engine door holds by typechecking: a query in lib/ is checked against PostgreSQL's database and
// tables (tsconfig.json) and against SQLite's (tsconfig.sqlite.json), so a query only one engine can run
// fails `npm run typecheck`. Each probe is compiled the way `tsc -p` compiles the house.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const probe = path.join(root, "lib/leads/engine-door-probe.ts");

function errorsUnder(tsconfig: string, source: string): string[] {
  fs.writeFileSync(probe, source);
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, tsconfig),
    { noEmit: true, incremental: false },
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
      },
    },
  )!;
  const program = ts.createProgram([probe], config.options);
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(probe)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

afterAll(() => fs.rmSync(probe, { force: true }));

const query = (tail: string) => `import { getDb } from "@/db";
import { demoRequests } from "@/db/schema";
export const rows = () => getDb().select({ id: demoRequests.id }).from(demoRequests)${tail};
`;

describe("the engine door", () => {
  it("passes a query both engines run, under both checks", { timeout: 60_000 }, () => {
    const awaited = query(".limit(1).then((found) => found.map((row) => row.id))");
    expect(errorsUnder("tsconfig.json", awaited)).toEqual([]);
    expect(errorsUnder("tsconfig.sqlite.json", awaited)).toEqual([]);
  });

  it("fails PostgreSQL's row lock under SQLite's check, and SQLite's synchronous read under PostgreSQL's", { timeout: 60_000 }, () => {
    const locked = query('.for("update")');
    expect(errorsUnder("tsconfig.json", locked)).toEqual([]);
    expect(errorsUnder("tsconfig.sqlite.json", locked)).toEqual([expect.stringContaining("'for' does not exist")]);
    const synchronous = query(".all()");
    expect(errorsUnder("tsconfig.json", synchronous)).toEqual([expect.stringContaining("'all' does not exist")]);
    expect(errorsUnder("tsconfig.sqlite.json", synchronous)).toEqual([]);
  });
});
