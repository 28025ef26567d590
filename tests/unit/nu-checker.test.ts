// The publish gate's HTML checker (lib/content/nu-checker.ts) against the W3C Nu HTML Checker itself
// (a Java runtime, as .ci/run installs): one long-lived process (vnu's HTTP service) for every check,
// started again when it dies and stopped with the server; one check at a time with at most four
// waiting, each skipped when its caller has gone or no longer wants it, each with a deadline.
import { afterAll, describe, expect, it } from "vitest";
import { CheckerBusy, CheckFailed, checkHtml, htmlCheckerPid, htmlErrors, QUEUE_MAX, stopHtmlChecker, warmHtmlChecker } from "@/lib/content/nu-checker";

const page = (body: string) => `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><title>Check</title></head><body>${body}</body></html>`;
const VALID = page("<main><h1>Cost per sale</h1><p>By source.</p></main>");
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const until = async (done: () => boolean) => {
  for (let i = 0; i < 100 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
};

afterAll(stopHtmlChecker);

describe("the Nu HTML Checker gate", () => {
  it("finds nothing wrong in a valid page, and names each error of an invalid one", { timeout: 60_000 }, async () => {
    expect(await htmlErrors(VALID)).toEqual([]);
    const errors = await htmlErrors(page('<main><h1 id="a">One</h1><p id="a">Two</p><img src="/x.png"></main>'));
    expect(errors).toHaveLength(2);
    expect(errors!.join("\n")).toMatch(/Duplicate ID “a”/);
    expect(errors!.join("\n")).toMatch(/must have an “alt” attribute/);
  });

  it("is one process for every check, started again when it dies and stopped with the server", { timeout: 90_000 }, async () => {
    await htmlErrors(VALID);
    const first = (await htmlCheckerPid())!;
    expect(alive(first)).toBe(true);
    // A warm check: no JVM to start (one took 1-2.5 s when each check ran its own).
    const started = performance.now();
    expect(await htmlErrors(VALID)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await htmlCheckerPid()).toBe(first);

    process.kill(-first, "SIGKILL");
    await until(() => !alive(first));
    expect(await htmlErrors(page("<main><h1 id=a>x</h1><p id=a>y</p></main>"))).toHaveLength(1);
    const second = (await htmlCheckerPid())!;
    expect(second).not.toBe(first);

    await stopHtmlChecker();
    expect(await htmlCheckerPid()).toBeNull();
    await until(() => !alive(second));
    expect(alive(second)).toBe(false);
  });

  it(
    "checks one page at a time with at most four waiting, and skips a check whose caller has gone or whose revision moved on",
    { timeout: 60_000 },
    async () => {
      // Stopped above; an editor opening a document starts it before any check.
      warmHtmlChecker();
      expect(await htmlCheckerPid()).toEqual(expect.any(Number));
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      const fetched: string[] = [];
      const job = (name: string, extra: Partial<Parameters<typeof checkHtml>[0]> = {}) =>
        checkHtml({
          page: async () => {
            fetched.push(name);
            if (name === "running") await gate;
            return VALID;
          },
          ...extra,
        });
      const running = job("running");
      const left = new AbortController();
      const waiting = [job("gone", { signal: left.signal }), job("stale", { before: async () => Promise.reject(new Error("saved since")) })];
      for (let i = waiting.length; i < QUEUE_MAX; i++) waiting.push(job(`waiting ${i}`));
      await expect(job("one too many")).rejects.toBeInstanceOf(CheckerBusy);
      left.abort(new Error("the client closed the connection"));
      await expect(waiting[0]).rejects.toThrow("the client closed the connection");
      open();
      expect(await running).toEqual([]);
      await expect(waiting[1]).rejects.toThrow("saved since");
      expect(await Promise.all(waiting.slice(2))).toEqual(waiting.slice(2).map(() => []));
      expect(fetched).toEqual(["running", ...Array.from({ length: QUEUE_MAX - 2 }, (_, i) => `waiting ${i + 2}`)]);
    },
  );

  it("refuses a check that runs past its deadline as not made", { timeout: 30_000 }, async () => {
    process.env.HTML_CHECK_DEADLINE_MS = "300";
    try {
      await expect(checkHtml({ page: () => new Promise<string>(() => undefined) })).rejects.toBeInstanceOf(CheckFailed);
    } finally {
      delete process.env.HTML_CHECK_DEADLINE_MS;
    }
  });
});
