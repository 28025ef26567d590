import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

// The W3C Nu HTML Checker (the vnu-jar package), where a Java runtime and the checker are installed
// (the test machines; a production image without them publishes on the other gates alone): the
// publish gate that reads the page itself (lib/content/preview.ts), and the validity test's list of
// the checker's own gaps.
//
// One long-lived process (issue 47, M1): vnu's own HTTP service (nu.validator.servlet.Main) on a
// loopback port, sent each page with ?out=json. A JVM per check cost 1-2.5 s and up to 250 MB each
// time; the service answers a warm check in tens of milliseconds. It starts on the first check (about
// 4 s; an editor opening a document starts it ahead: warmHtmlChecker), is started again if it dies,
// stops after IDLE_MS without a check (its ~200 MB resident are not kept for nobody) and when the
// server stops (instrumentation.ts: stopHtmlChecker), and dies with this process even when it is
// killed: a shell between the two kills the JVM when its stdin, our pipe, closes. Checks run one at a
// time with at most QUEUE_MAX waiting (more: CheckerBusy, a 503); each has a deadline
// (HTML_CHECK_DEADLINE_MS, past it the service is restarted: it may be wedged), and a check whose
// caller has gone (its signal) or no longer wants it (`before` throws: its revision is stale) is
// skipped when its turn comes, before the page is even fetched.

export const VNU_JAR = path.join(/*turbopackIgnore: true*/ process.cwd(), "node_modules/vnu-jar/build/dist/vnu.jar");

// Gaps in the checker's CSS parser, not in our pages: it reads the Tailwind stylesheet inlined into
// each page and does not know these valid modern CSS features.
export const CSS_PARSER_GAPS = [
  /^CSS: Unrecognized at-rule “@property”/, // registered custom properties (CSS Properties and Values API)
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist/, // CSS Box Model 4
  /^CSS: “transition-property”: “--tw-[a-z-]+” is not a “transition-property” value/, // custom properties may be transitioned
];

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
export const QUEUE_MAX = 4;
// From a check's turn to its answer, the page's fetch included.
const checkDeadlineMs = () => setting("HTML_CHECK_DEADLINE_MS", 20_000);
// The JVM's start, which a loaded machine stretches from 4 s to 10 or more.
const START_DEADLINE_MS = 60_000;
const idleMs = () => setting("HTML_CHECKER_IDLE_MS", 5 * 60_000);
// The HTML schema needs a 4 MB thread stack; the serial collector and C1 alone keep the resident size
// near 200 MB.
const JVM_OPTIONS = ["-Xss4m", "-Xmx160m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Dnu.validator.servlet.bind-address=127.0.0.1"];
// Runs the JVM in the background and kills it when stdin reaches its end (this process closed the pipe,
// or died); exits with the JVM's status. A background job reads /dev/null unless told otherwise: fd 3.
const WATCHDOG = 'exec 3<&0; "$@" & jvm=$!; (read -r _ <&3; kill "$jvm" 2>/dev/null) & reader=$!; wait "$jvm"; s=$?; kill "$reader" 2>/dev/null; exit "$s"';

// More checks waiting than the queue holds: try again in a few seconds (503 with Retry-After).
export class CheckerBusy extends Error {
  constructor() {
    super("the HTML checker's queue is full");
  }
}

// The page could not be checked (the checker failed, timed out or answered no report): a publish is
// refused rather than let through unchecked.
export class CheckFailed extends Error {}

export interface CheckJob {
  // The page to check, fetched when the check's turn comes (so no waiting check holds a page).
  page: (signal: AbortSignal) => Promise<string>;
  // Aborted: the caller has gone, the check is skipped (rejects with the signal's reason).
  signal?: AbortSignal;
  // Run when the check's turn comes; throws to skip it (the revision to check is no longer the newest).
  before?: () => Promise<void>;
}

interface Service {
  port: number;
  child: ChildProcess;
}

const state: {
  service: Promise<Service | null> | null;
  running: boolean;
  waiting: { start: () => void; fail: (error: unknown) => void }[];
  idle?: NodeJS.Timeout;
  // The JAVA value that was not found: no checker here until it changes.
  missing?: string;
} = { service: null, running: false, waiting: [] };

const java = () => process.env.JAVA ?? "java";

// The checker's errors for a page (its message and the markup it points at), or null where no checker
// runs here (no vnu.jar, no Java).
export async function checkHtml(job: CheckJob): Promise<string[] | null> {
  if (!installed()) return null;
  await turn(job.signal);
  clearTimeout(state.idle);
  try {
    job.signal?.throwIfAborted();
    await job.before?.();
    // The page first: one that cannot be had is a check that could not be made, and starts no JVM.
    const html = await withDeadline(job.signal, (signal) => job.page(signal));
    const service = await startService();
    if (!service) return null;
    return await withDeadline(
      job.signal,
      (signal) => validate(service, html, signal),
      () => stopService(service),
    );
  } finally {
    release();
  }
}

// Work cut off at the check's deadline (a CheckFailed, and `onDeadline`: the checker may be wedged),
// or when the caller goes (its signal's reason); work that does not heed the signal is let go all the same.
async function withDeadline<T>(caller: AbortSignal | undefined, work: (signal: AbortSignal) => Promise<T>, onDeadline?: () => void): Promise<T> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new CheckFailed(`the HTML check took more than ${checkDeadlineMs()} ms`)), checkDeadlineMs());
  const signal = caller ? AbortSignal.any([caller, deadline.signal]) : deadline.signal;
  let leave = () => {};
  const stopped = new Promise<never>((_, reject) => {
    leave = () => reject(signal.reason as Error);
    signal.addEventListener("abort", leave, { once: true });
  });
  try {
    return await Promise.race([work(signal), stopped]);
  } catch (error) {
    caller?.throwIfAborted();
    if (!deadline.signal.aborted) throw error;
    onDeadline?.();
    throw deadline.signal.reason as CheckFailed;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener("abort", leave);
  }
}

// The same for a page already in hand (tests, scripts).
export const htmlErrors = (html: string) => checkHtml({ page: async () => html });

// The checker is here when its jar is and Java is: JAVA (or `java` on the PATH) an executable file.
// Found without starting it, so a machine without Java never fetches a page to check.
const found = new Map<string, boolean>();
function installed(): boolean {
  const command = java();
  if (state.missing === command || !fs.existsSync(VNU_JAR)) return false;
  let answer = found.get(command);
  if (answer === undefined) {
    const candidates = command.includes("/") ? [command] : (process.env.PATH ?? "").split(path.delimiter).map((dir) => path.join(dir, command));
    answer = candidates.some((file) => {
      try {
        fs.accessSync(file, fs.constants.X_OK);
        return fs.statSync(file).isFile();
      } catch {
        return false;
      }
    });
    found.set(command, answer);
  }
  return answer;
}

// Waits for the check's turn: one runs, QUEUE_MAX wait; a caller that goes leaves the queue.
function turn(signal?: AbortSignal): Promise<void> {
  signal?.throwIfAborted();
  if (!state.running) {
    state.running = true;
    return Promise.resolve();
  }
  if (state.waiting.length >= QUEUE_MAX) return Promise.reject(new CheckerBusy());
  return new Promise((resolve, reject) => {
    const entry = {
      start: () => {
        signal?.removeEventListener("abort", leave);
        resolve();
      },
      fail: reject,
    };
    const leave = () => {
      state.waiting.splice(state.waiting.indexOf(entry), 1);
      reject(signal!.reason);
    };
    signal?.addEventListener("abort", leave, { once: true });
    state.waiting.push(entry);
  });
}

function release(): void {
  const next = state.waiting.shift();
  if (next) next.start();
  else state.running = false;
  clearTimeout(state.idle);
  state.idle = setTimeout(() => void stopHtmlChecker(), idleMs());
  state.idle.unref();
}

async function validate(service: Service, html: string, signal: AbortSignal): Promise<string[]> {
  const response = await fetch(`http://127.0.0.1:${service.port}/?out=json`, {
    method: "POST",
    headers: { "content-type": "text/html; charset=utf-8" },
    body: html,
    signal,
  }).catch((error: unknown) => {
    if (signal.aborted) throw error;
    throw new CheckFailed(`the HTML checker did not answer: ${String(error)}`);
  });
  const report = (await response.json().catch(() => null)) as { messages?: { type: string; message: string; extract?: string }[] } | null;
  if (!response.ok || !report?.messages) throw new CheckFailed(`the HTML checker answered ${response.status} without a report`);
  // A "non-document-error" is the checker failing to read the page, not a fault in it.
  if (report.messages.some((m) => m.type === "non-document-error")) throw new CheckFailed("the HTML checker could not read the page");
  return report.messages
    .filter((m) => m.type === "error" && !CSS_PARSER_GAPS.some((gap) => gap.test(m.message)))
    .map((m) => `${m.message} (${m.extract ?? ""})`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

// The running service, started if none runs; null when Java is not installed.
function startService(): Promise<Service | null> {
  state.service ??= launch().catch((error: unknown) => {
    state.service = null;
    throw error;
  });
  return state.service;
}

async function launch(): Promise<Service | null> {
  const command = java();
  const port = await freePort();
  const child = spawn("/bin/sh", ["-c", WATCHDOG, "vnu", command, ...JVM_OPTIONS, "-cp", VNU_JAR, "nu.validator.servlet.Main", String(port)], {
    stdio: ["pipe", "ignore", "pipe"],
    detached: true,
  });
  // Neither the child nor its pipes keep this process alive; its exit closes the pipe, which stops the JVM.
  child.unref();
  (child.stdin as unknown as net.Socket).unref();
  (child.stderr as unknown as net.Socket).unref();
  let log = "";
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (log = (log + chunk).slice(-2000)));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const service = { port, child };
  // Died: the next check starts another.
  void exited.then(() =>
    state.service?.then(
      (s) => s === service && (state.service = null),
      () => undefined,
    ),
  );
  const deadline = Date.now() + START_DEADLINE_MS;
  for (;;) {
    const answer = await Promise.race([
      fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) }).then(
        (r) => r.arrayBuffer().then(() => r.ok),
        () => false,
      ),
      exited.then((code) => ({ code })),
    ]);
    if (answer === true) return service;
    if (typeof answer === "object") {
      // sh: the command was not found (127) or could not run (126): no Java here.
      if (answer.code === 127 || answer.code === 126) {
        state.missing = command;
        return null;
      }
      throw new CheckFailed(`the HTML checker stopped while starting (${answer.code}): ${log.slice(-300)}`);
    }
    if (Date.now() > deadline) {
      kill(child);
      throw new CheckFailed(`the HTML checker did not start within ${START_DEADLINE_MS} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// The shell and its JVM: their process group.
function kill(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM") {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function stopService(service: Service) {
  if (state.service) void state.service.then((s) => s === service && (state.service = null));
  kill(service.child);
}

// Starts the checker ahead of a check (an editor opened a document they may publish), so the first
// publish does not wait for the JVM's start (about 4 s, 15 s on a loaded machine); the idle stop
// counts from now. Never fails: a check that needs it starts it again.
export function warmHtmlChecker(): void {
  if (!installed()) return;
  if (!state.running) {
    clearTimeout(state.idle);
    state.idle = setTimeout(() => void stopHtmlChecker(), idleMs());
    state.idle.unref();
  }
  startService().catch(() => undefined);
}

// The running service's process (its watchdog shell, leading the JVM's process group), or null.
export async function htmlCheckerPid(): Promise<number | null> {
  return ((await state.service?.catch(() => null)) ?? null)?.child.pid ?? null;
}

// Stops the service (server shutdown, or unused for IDLE_MS); the next check starts it again.
export async function stopHtmlChecker(): Promise<void> {
  clearTimeout(state.idle);
  const service = await state.service?.catch(() => null);
  state.service = null;
  if (!service) return;
  const exited = new Promise((resolve) => (service.child.exitCode !== null ? resolve(null) : service.child.once("exit", resolve)));
  kill(service.child);
  const stopped = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(resolve, 3000, false))]);
  if (!stopped) kill(service.child, "SIGKILL");
}
