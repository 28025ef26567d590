// The nginx configuration operators copy from docs/deploy.md is docs/nginx/torque.conf, the file the
// scale tests and the bench run (tests/support/services.mjs), so the two cannot drift apart.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const read = (file: string) => fs.readFileSync(path.join(import.meta.dirname, "../../..", file), "utf8");

describe("the proxy configuration", () => {
  it("docs/deploy.md shows docs/nginx/torque.conf as it is", () => {
    const blocks = [...read("docs/deploy.md").matchAll(/^( *)```nginx\n([\s\S]*?)^\1```$/gm)];
    expect(blocks).toHaveLength(1);
    const [, indent = "", text = ""] = blocks[0]!;
    expect(text.replace(new RegExp(`^${indent}`, "gm"), "")).toBe(read("docs/nginx/torque.conf"));
  });
});
