import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// The W3C Nu HTML Checker (the vnu-jar package), where a Java runtime and the checker are installed
// (the test machines; a production image without them publishes on the other gates alone): the
// publish gate that reads the page itself (lib/content/preview.ts), and the validity test's list of
// the checker's own gaps. One check at a time: each runs a JVM (1-2.5 s and up to 250 MB for a
// 125 KB page here; the HTML schema needs a 4 MB thread stack).

export const VNU_JAR = path.join(/*turbopackIgnore: true*/ process.cwd(), "node_modules/vnu-jar/build/dist/vnu.jar");

// Gaps in the checker's CSS parser, not in our pages: it reads the Tailwind stylesheet inlined into
// each page and does not know these valid modern CSS features.
export const CSS_PARSER_GAPS = [
  /^CSS: Unrecognized at-rule “@property”/, // registered custom properties (CSS Properties and Values API)
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist/, // CSS Box Model 4
  /^CSS: “transition-property”: “--tw-[a-z-]+” is not a “transition-property” value/, // custom properties may be transitioned
];

let queue: Promise<unknown> = Promise.resolve();

// The checker's errors for a document (its message and the markup it points at), or null where no
// checker runs here.
export function htmlErrors(html: string): Promise<string[] | null> {
  const run = queue.then(() => checkOnce(html));
  queue = run.catch(() => undefined);
  return run;
}

function checkOnce(html: string): Promise<string[] | null> {
  if (!fs.existsSync(VNU_JAR)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const java = spawn(
      /*turbopackIgnore: true*/ process.env.JAVA ?? "java",
      ["-Xss4m", "-Xmx256m", "-XX:TieredStopAtLevel=1", "-jar", VNU_JAR, "--errors-only", "--format", "json", "--exit-zero-always", "-"],
      {
        stdio: ["pipe", "ignore", "pipe"],
      },
    );
    let report = "";
    java.stderr.setEncoding("utf8").on("data", (chunk: string) => (report += chunk));
    java.on("error", (error: NodeJS.ErrnoException) => (error.code === "ENOENT" ? resolve(null) : reject(error)));
    java.on("close", () => {
      try {
        const { messages } = JSON.parse(report) as { messages: { type: string; message: string; extract?: string }[] };
        resolve(
          messages.filter((m) => m.type === "error" && !CSS_PARSER_GAPS.some((gap) => gap.test(m.message))).map((m) => `${m.message} (${m.extract ?? ""})`),
        );
      } catch {
        reject(new Error(`the Nu HTML Checker answered no report: ${report.slice(0, 200)}`));
      }
    });
    java.stdin.end(html);
  });
}
