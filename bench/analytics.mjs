// First-party analytics (issue 51): the collector's throughput on this machine, a page's p99 without and
// with that event load, the browser script's bytes, and the server's memory while hostile beacons flood
// it. One instance on SQLite (TRUST_PROXY=1, so the load comes from many client addresses, as visitors
// do: one address may send 600 events a minute).
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { startServer } from "./server.mjs";

const CHROME = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const EVENTS_PER_BEACON = 10;
// A page's load while its p99 is measured, and the event load beside it (the target: 2,000 a second).
const PAGE_RATE = 200;
const EVENT_RATE = 2000;
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
    // machine, and the other's latency would measure the machine, not the collector).
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
    out.pageAlone = await page(duration);
    const steady = { connections: 20, next: (n) => ({ body: beacon(n) }), overallRate: EVENT_RATE / EVENTS_PER_BEACON };
    const [withEvents, steadyEvents] = await Promise.all([page(duration), beacons(server.url, { ...steady, duration: duration + 1 })]);
    out.pageWithEvents = withEvents;
    out.steadyEventsPerSecond = Math.round(steadyEvents.requests.average * EVENTS_PER_BEACON);
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
    out.collector.accepted = ((steadyEvents["2xx"] ?? 0) + (events["2xx"] ?? 0)) * EVENTS_PER_BEACON;

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
