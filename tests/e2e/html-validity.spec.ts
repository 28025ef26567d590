import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { CSS_PARSER_GAPS, VNU_JAR } from "../../lib/content/nu-checker";
import { local, sitemapUrls } from "./support";

// The W3C Nu HTML Checker (the vnu-jar package) over every page a crawler finds in the sitemap.
// It needs a Java runtime: `java` on the PATH, or JAVA pointing at one (.ci/run installs Debian's).

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

test("every sitemap page passes the Nu HTML Checker with no errors", async ({ request }) => {
  test.setTimeout(180_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
  try {
    const pages = new Map<string, string>(); // file -> page path
    for (const url of await sitemapUrls(request)) {
      const file = path.join(dir, `${pages.size}.html`);
      fs.writeFileSync(file, await (await request.get(local(url))).text());
      pages.set(file, new URL(url).pathname);
    }
    expect(pages.size).toBeGreaterThan(120);
    // One JVM for every page (about 20 s for 128). The JSON report goes to stderr.
    const run = spawnSync(process.env.JAVA ?? "java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--exit-zero-always", ...pages.keys()], {
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    });
    expect(run.error, "the Nu HTML Checker needs a Java runtime (apt-get install -y default-jre-headless)").toBeUndefined();
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => !CSS_PARSER_GAPS.some((gap) => gap.test(m.message)))
      .map((m) => `${pages.get(fileURLToPath(m.url)) ?? m.url}: ${m.message} in ${JSON.stringify(m.extract ?? "")}`);
    expect(errors).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
