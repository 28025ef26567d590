// First-party analytics (issue 51): the collector's throughput on this machine, a page's p99 without and
// with that event load, the browser script's bytes, and the server's memory while hostile beacons flood
// it. One instance on SQLite (TRUST_PROXY=1, so the load comes from many client addresses, as visitors
// do: one address may send 600 events a minute).
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { startServer } from "./server.mjs";

const CHROME = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const EVENTS_PER_BEACON = 10;
// A page's load while its p99 is measured, and the event load beside it (the target: 2,000 a second).
const PAGE_RATE = 200;
const EVENT_RATE = 2000;
const ROUNDS = 3;
const PATHS = ["/", "/pricing", "/fr", "/fr/tarifs", "/blog/cost-per-sale-by-lead-source"];

const address = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
const beacon = (n) =>
  JSON.stringify({
    e: Array.from({ length: EVENTS_PER_BEACON }, (_, i) =>
      i === 0
        ? { k: "view", p: PATHS[n % PATHS.length], d: "mobile", b: "fr-CA", r: "google.com", u: { s: "newsletter", c: "fall" } }
        : i < 4
          ? { k: "vital", p: PATHS[n % PATHS.length], d: "mobile", n: ["LCP", "FCP", "TTFB"][i - 1], v: 900 + i * 100, t: "main>h1" }
          : { k: "event", p: PATHS[n % PATHS.length], d: "mobile", n: "cta_click", t: "hero" },
    ),
  });

// The script's chunks in the build: the beacon (the chunk that posts to /api/event) and web-vitals'
// attribution build (a chunk of its own, loaded by the beacon), each raw, gzip 9 and brotli 11.
export function scriptBytes(distDir = ".next") {
  const dir = path.join(distDir, "static/chunks");
  const sizes = (file) => {
    const bytes = fs.readFileSync(file);
    return {
      file: path.basename(file),
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  };
  const chunks = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".js"))
    .map((f) => path.join(dir, f));
  const text = (file) => fs.readFileSync(file, "utf8");
  const script = chunks.find((f) => text(f).includes('"/api/event"') && text(f).includes("sendBeacon"));
  const vitals = chunks.find((f) => f !== script && text(f).includes("largestShiftTarget"));
  return { script: script ? sizes(script) : null, webVitals: vitals ? sizes(vitals) : null };
}

const rssMb = (pid) => {
  const line = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/);
  return line ? Math.round(Number(line[1]) / 1024) : 0;
};

// POST /api/event from many addresses for `duration` seconds, each request's headers and body from
// `next(n)`, the n-th request; as fast as the server answers, or `overallRate` requests a second.
function beacons(url, { duration, connections, next, overallRate }) {
  let n = 0;
  return autocannon({
    url: `${url}/api/event`,
    method: "POST",
    duration,
    connections,
    ...(overallRate && { overallRate }),
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": CHROME, origin: url },
    requests: [
      {
        setupRequest: (req) => {
          const { headers, body } = next(n++);
          return { ...req, headers: { ...req.headers, "x-forwarded-for": address(n % 50_000), ...headers }, body };
        },
      },
    ],
  });
}

// The round whose p99 is the median of the rounds'.
const medianRound = (rounds) => [...rounds].sort((a, b) => a.p99 - b.p99)[Math.floor(rounds.length / 2)];

// EVENT_RATE events a second for `seconds`, sent by a child process (this file run as a script, below).
async function steadyBeacons(url, seconds) {
  const { stdout } = await promisify(execFile)(process.execPath, [fileURLToPath(import.meta.url), url, String(seconds)]);
  return JSON.parse(stdout);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [url, seconds] = process.argv.slice(2);
  const result = await beacons(url, {
    duration: Number(seconds),
    connections: 20,
    next: (n) => ({ body: beacon(n) }),
    overallRate: EVENT_RATE / EVENTS_PER_BEACON,
  });
  const eventsPerSecond = Math.round(result.requests.average * EVENTS_PER_BEACON);
  process.stdout.write(JSON.stringify({ eventsPerSecond, accepted: (result["2xx"] ?? 0) * EVENTS_PER_BEACON, non2xx: result.non2xx }));
}

// Hostile beacons in turn: malformed JSON, an array, too many events, a declared length past the limit,
// a foreign origin, a form's content type, a bot, valid beacons from one address (past its share), and
// fields far past their lengths.
const HOSTILE = [
  { body: '{"e": [', headers: {} },
  { body: "[1,2,3]", headers: {} },
  { body: JSON.stringify({ e: Array.from({ length: 500 }, () => ({ k: "view", p: "/", d: "mobile" })) }), headers: {} },
  { body: "x".repeat(7000) + "]", headers: { "content-length": "9000000" } },
  { body: beacon(1), headers: { origin: "https://evil.example" } },
  { body: "a=b", headers: { "content-type": "application/x-www-form-urlencoded" } },
  { body: beacon(2), headers: { "user-agent": "python-requests/2.32" } },
  { body: beacon(3), headers: { "x-forwarded-for": "203.0.113.66" } },
  { body: JSON.stringify({ e: [{ k: "view", p: `/${"x".repeat(1900)}`, d: "mobile", r: "y".repeat(99), t: "z".repeat(5000) }] }), headers: {} },
];

/** @param {{ env: Record<string, string>, duration: number }} options */
export async function analyticsBenchmark({ env, duration }) {
  const out = { script: scriptBytes() };
  const server = await startServer({ ...env, TRUST_PROXY: "1" });
  const pid = server.child.pid;
  try {
    // A page's p99 at a steady PAGE_RATE requests a second, alone, then with EVENT_RATE events a second
    // arriving beside it (both at a fixed rate: flat out, either one alone takes both cores of this
    // machine, and the other's latency would measure the machine, not the collector). The events come
    // from a process of their own, so the page's client never waits behind the beacons' client; the two
    // alternate ROUNDS times and each keeps its median round (one round's p99 moves by 10 ms alone).
    const page = async (seconds) => {
      const result = await autocannon({
        url: `${server.url}/pricing`,
        headers: { "accept-encoding": "br" },
        duration: seconds,
        connections: 10,
        overallRate: PAGE_RATE,
      });
      return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
    };
    await page(3);
    const alone = [];
    const withEvents = [];
    const steadyRates = [];
    let steadyAccepted = 0;
    for (let round = 0; round < ROUNDS; round++) {
      alone.push(await page(duration));
      const [measured, steady] = await Promise.all([page(duration), steadyBeacons(server.url, duration + 1)]);
      withEvents.push(measured);
      steadyRates.push(steady.eventsPerSecond);
      steadyAccepted += steady.accepted;
    }
    out.pageAlone = medianRound(alone);
    out.pageWithEvents = medianRound(withEvents);
    out.pageRounds = { alone: alone.map((r) => r.p99), withEvents: withEvents.map((r) => r.p99) };
    out.steadyEventsPerSecond = Math.min(...steadyRates);
    // The collector's most: beacons as fast as it answers them, alone.
    const events = await beacons(server.url, { duration, connections: 20, next: (n) => ({ body: beacon(n) }) });
    out.collector = {
      beaconsPerSecond: Math.round(events.requests.average),
      eventsPerSecond: Math.round(events.requests.average * EVENTS_PER_BEACON),
      p99Ms: events.latency.p99,
      non2xx: events.non2xx,
      errors: events.errors + events.timeouts,
    };
    // What reached the database (the buffer flushed within a second or two).
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const db = new Database(env.DATABASE_PATH, { readonly: true });
    out.collector.stored = db.prepare("select count(*) as n from analytics_events").get().n;
    db.close();
    out.collector.accepted = steadyAccepted + (events["2xx"] ?? 0) * EVENTS_PER_BEACON;

    // Hostile input: the server's resident memory before, at its highest during, and after.
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 250);
    const flood = await beacons(server.url, { duration, connections: 50, next: (n) => HOSTILE[n % HOSTILE.length] });
    clearInterval(sampler);
    out.hostile = {
      requests: flood.requests.total,
      rps: Math.round(flood.requests.average),
      status5xx: flood["5xx"] ?? 0,
      status4xx: flood["4xx"] ?? 0,
      status2xx: flood["2xx"] ?? 0,
      errors: flood.errors + flood.timeouts,
      rssBeforeMb: before,
      rssPeakMb: peak,
      rssAfterMb: rssMb(pid),
    };
  } finally {
    server.stop();
  }
  out.pageP99Change = out.pageWithEvents.p99 - out.pageAlone.p99;
  return out;
}
