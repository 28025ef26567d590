import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT } from "@/lib/build/compile-hints";

let dist: string;
const chunk = (name: string) => path.join(dist, "static/chunks", name);

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "hints-"));
  fs.mkdirSync(path.join(dist, "static/chunks"), { recursive: true });
  for (const name of ["react.js", "runtime.js", "dialog.js", "app.css"]) fs.writeFileSync(chunk(name), `/* ${name} */`);
  fs.writeFileSync(
    path.join(dist, "build-manifest.json"),
    JSON.stringify({ rootMainFiles: ["static/chunks/react.js", "static/chunks/runtime.js", "static/chunks/app.css"] }),
  );
});
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

describe("addCompileHints", () => {
  it("marks the start-up scripts and leaves on-demand chunks and stylesheets alone", async () => {
    expect(await addCompileHints(dist)).toEqual(["static/chunks/react.js", "static/chunks/runtime.js"]);
    expect(fs.readFileSync(chunk("react.js"), "utf8")).toBe(`${COMPILE_HINT}/* react.js */`);
    expect(fs.readFileSync(chunk("dialog.js"), "utf8")).toBe("/* dialog.js */");
    expect(fs.readFileSync(chunk("app.css"), "utf8")).toBe("/* app.css */");
  });

  it("marks a file once however often the build step runs", async () => {
    await addCompileHints(dist);
    expect(await addCompileHints(dist)).toEqual([]);
    expect(fs.readFileSync(chunk("runtime.js"), "utf8")).toBe(`${COMPILE_HINT}/* runtime.js */`);
  });
});
