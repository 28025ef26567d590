// The publish gate's HTML checker (lib/content/nu-checker.ts) against the W3C Nu HTML Checker itself
// (a Java runtime, as .ci/run installs).
import { describe, expect, it } from "vitest";
import { htmlErrors } from "@/lib/content/nu-checker";

const page = (body: string) => `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><title>Check</title></head><body>${body}</body></html>`;

describe("the Nu HTML Checker gate", () => {
  it("finds nothing wrong in a valid page, and names each error of an invalid one", { timeout: 60_000 }, async () => {
    expect(await htmlErrors(page("<main><h1>Cost per sale</h1><p>By source.</p></main>"))).toEqual([]);
    const errors = await htmlErrors(page('<main><h1 id="a">One</h1><p id="a">Two</p><img src="/x.png"></main>'));
    expect(errors).toHaveLength(2);
    expect(errors!.join("\n")).toMatch(/Duplicate ID “a”/);
    expect(errors!.join("\n")).toMatch(/must have an “alt” attribute/);
  });
});
