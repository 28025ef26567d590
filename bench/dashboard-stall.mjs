// node bench/dashboard-stall.mjs [--leads 100000] [--rounds 10]
// Does the site keep answering while a dashboard computes? A year of leads seeded into a fresh SQLite
// file (bench/inbox.mjs's synthetic leads and histories), then year-long dashboards, one after
// another, each a different period so none comes from the 30-second cache, while another process
// sends GET /healthz every 10 ms and times each answer. Reported: /healthz p50, p99 and worst while
// the dashboards ran, and how long a dashboard took.
// - in-process (no build needed): bench/dashboard-stall-server.ts, the dashboard's code in one Node
//   process with a /healthz; the statement on the main thread as before, then getDashboard() as now.
// - server (with a production build): server.mjs, a signed-in GET /staff/dashboard per period.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { checkBuild, seedSqlite, signIn } from "./inbox.mjs";
import { freePort, startServer } from "./server.mjs";

const DAY = 86_400_000;
const log = (message) => console.error(`[bench] ${message}`);
const day = (t) => new Date(t).toISOString().slice(0, 10);
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString() }));
      })
      .on("error", reject);
  });
}

const percentile = (sorted, p) => Math.round(sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] * 10) / 10;
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: percentile(sorted, 1) };
};

// /healthz every 10 ms from this process while `work` runs; each probe timed from its send to its
// last byte (a probe sent while the server is blocked waits the block out).
async function probeWhile(base, work) {
  const times = [];
  const pending = new Set();
  const timer = setInterval(() => {
    const started = performance.now();
    const probe = get(`${base}/healthz`).then(({ status }) => {
      if (status !== 200) throw new Error(`GET /healthz answered ${status}`);
      times.push(performance.now() - started);
    });
    pending.add(probe);
    void probe.finally(() => pending.delete(probe));
  }, 10);
  try {
    const { times: dashboards, held } = await work();
    return { healthz: summary(times), dashboard: summary(dashboards), ...(held ? { loopHeldMs: summary(held) } : {}) };
  } finally {
    clearInterval(timer);
    await Promise.all(pending);
  }
}

// Year-long custom periods ending today, yesterday, ...: each its own cache key.
const periods = (rounds, now) => Array.from({ length: rounds }, (_, i) => ({ from: day(now - (364 + i) * DAY), to: day(now - i * DAY) }));

async function inProcess(env, rounds, now) {
  // Node itself with tsx's loader (not npx), so stopping the child stops the server.
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "bench/dashboard-stall-server.ts"], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    const { port } = await new Promise((resolve, reject) => {
      child.stdout.once("data", (chunk) => resolve(JSON.parse(String(chunk))));
      child.once("exit", (code) => reject(new Error(`bench/dashboard-stall-server.ts exited (${code})`)));
    });
    const base = `http://127.0.0.1:${port}`;
    const run = (thread) => async () => {
      const times = [];
      const held = [];
      for (const { from, to } of periods(rounds, now)) {
        const { status, body } = await get(`${base}/dashboard?${new URLSearchParams({ from, to, thread })}`);
        if (status !== 200) throw new Error(`GET /dashboard answered ${status}: ${body}`);
        const { ms, loopDelayMaxMs } = JSON.parse(body);
        times.push(ms);
        held.push(loopDelayMaxMs);
      }
      return { times, held };
    };
    // Each once unmeasured first: the first statement reads the file into the page cache.
    await run("main")();
    log(`${rounds} year-long dashboards in-process, statement on the main thread (as before)`);
    const mainThread = await probeWhile(base, run("main"));
    await run("worker")();
    log(`${rounds} year-long dashboards in-process, getDashboard() (statement in the worker)`);
    const worker = await probeWhile(base, run("worker"));
    return { mainThread, worker };
  } finally {
    child.kill("SIGTERM");
  }
}

async function throughServer(env, rounds, now) {
  const email = "stall.bench@torqueanalytics.ca";
  const added = execFileSync("npm", ["run", "staff", "--silent", "--", "add", email, "--role", "sales", "--name", "Stall Bench"], { env, encoding: "utf8" });
  const password = added.trim().split(/\s+/).at(-1);
  const port = await freePort();
  const server = await startServer({ ...env, SITE_URL: `http://127.0.0.1:${port}` }, port);
  try {
    const cookie = await signIn(server.url, email, password);
    const dashboards = async (end) => {
      const times = [];
      for (const { from, to } of periods(rounds, end)) {
        const started = performance.now();
        const { status, body } = await get(`${server.url}/staff/dashboard?${new URLSearchParams({ period: "custom", from, to })}`, { cookie });
        if (status !== 200 || !body.includes('data-chart="volume-chart"')) throw new Error(`GET /staff/dashboard answered ${status}, not the dashboard`);
        times.push(performance.now() - started);
      }
      return { times };
    };
    // Unmeasured first, periods of their own (the measured ones must not come from the cache).
    await dashboards(now - rounds * DAY);
    log(`${rounds} year-long dashboards through server.mjs`);
    return await probeWhile(server.url, () => dashboards(now));
  } finally {
    const exited = new Promise((resolve) => server.child.once("exit", resolve));
    server.stop();
    await exited;
  }
}

export async function dashboardStallBenchmark({ leads = 100_000, rounds = 10 } = {}) {
  const workdir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-stall-"));
  try {
    const env = { ...process.env, DATABASE_PATH: path.join(workdir, "stall.db"), RATE_LIMIT_PER_MINUTE: "0", NEXT_TELEMETRY_DISABLED: "1" };
    delete env.DATABASE_URL;
    execFileSync("npm", ["run", "db:setup", "--silent"], { env, stdio: ["ignore", "ignore", "inherit"] });
    const now = Date.now();
    log(`seeding ${leads.toLocaleString("en-US")} leads (SQLite)`);
    seedSqlite(env.DATABASE_PATH, leads, now);
    const result = { leads, rounds, inProcess: await inProcess(env, rounds, now) };
    if (checkBuild()) log(`no server figures: ${checkBuild()}`);
    else result.server = await throughServer(env, rounds, now);
    return result;
  } finally {
    fs.rmSync(workdir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { leads: { type: "string", default: "100000" }, rounds: { type: "string", default: "10" } } });
  const r = await dashboardStallBenchmark({ leads: Number(values.leads), rounds: Number(values.rounds) });
  const line = (name, m) =>
    console.log(
      `${name}: /healthz p50 ${m.healthz.p50} ms, p99 ${m.healthz.p99} ms, worst ${m.healthz.max} ms (${m.healthz.count} probes); ` +
        `a dashboard p50 ${m.dashboard.p50} ms${m.loopHeldMs ? `, event loop held up to ${m.loopHeldMs.max} ms` : ""}`,
    );
  const scale = `${r.leads.toLocaleString("en-US")} leads, ${r.rounds} year-long dashboards`;
  line(`In-process, statement on the main thread, as before (${scale})`, r.inProcess.mainThread);
  line(`In-process, getDashboard() (${scale})`, r.inProcess.worker);
  if (r.server) line(`server.mjs, GET /staff/dashboard (${scale})`, r.server);
  console.log(JSON.stringify(r, null, 2));
  agent.destroy();
}
