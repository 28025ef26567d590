// Compressed and warm through every refill (npm run bench -- --only warm): on fresh instances, what a
// browser's second visit to 40 sitemap pages is sent (codings, bytes); how long from the process's
// start until 95 % of the sitemap's pages are kept (brotli); visitors' p99 on a page at 50 connections
// while the warm-up runs; and the same after a purge of 20 pages.
import http from "node:http";
import { startServer } from "./server.mjs";
import { load } from "./throughput.mjs";

const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };

function get(base, path, headers = {}, method = "GET", body) {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

async function sitemap(base) {
  const xml = (await get(base, "/sitemap.xml")).body.toString();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

async function warmProgress(base) {
  const text = (await get(base, "/metrics")).body.toString();
  const value = (state) => Number(new RegExp(`^page_cache_warm_pages\\{state="${state}"\\} (\\d+)`, "m").exec(text)?.[1] ?? 0);
  return { listed: value("listed"), done: value("done") };
}

// Each page once, then each again at once, as a browser asks: what the second visit was sent.
async function secondVisit(base, pages) {
  for (const page of pages) await get(base, page, BROWSER);
  const seen = { br: 0, gzip: 0, identity: 0, bytes: 0 };
  for (const page of pages) {
    const r = await get(base, page, BROWSER);
    seen[r.headers["content-encoding"] ?? "identity"]++;
    seen.bytes += r.body.length;
  }
  return seen;
}

async function until(condition, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

export async function warmBenchmark({ env, duration }) {
  const result = {};

  // A fresh instance: the clock starts when the process is started.
  const started = Date.now();
  let server = await startServer(env());
  try {
    const pages = await sitemap(server.url);
    result.sitemapPages = pages.length;
    result.secondVisit = await secondVisit(server.url, pages.filter((_, i) => i % Math.floor(pages.length / 40) === 0).slice(0, 40));
    await until(async () => {
      const p = await warmProgress(server.url);
      return p.listed > 0 && p.done >= 0.95 * pages.length;
    }, 120_000);
    result.warm95Seconds = (Date.now() - started) / 1000;
  } finally {
    server.stop();
  }

  // Another fresh instance, loaded as soon as it answers: the warm-up runs under the load.
  server = await startServer(env());
  try {
    result.whileWarming = await load({ url: `${server.url}/pricing`, headers: BROWSER, duration, connections: 50, warmup: 0, wrk: true });
    const pages = await sitemap(server.url);
    await until(async () => (await warmProgress(server.url)).done >= pages.length, 120_000);
    const purged = pages.slice(-20);
    const purge = JSON.parse(
      (await get(server.url, "/purge", { "content-type": "application/json" }, "POST", JSON.stringify({ paths: purged }))).body.toString(),
    );
    result.purged = purge.purged;
    result.afterPurge = await load({ url: `${server.url}/pricing`, headers: BROWSER, duration: Math.min(duration, 5), connections: 50, warmup: 0, wrk: true });
    result.afterPurgeVisit = await secondVisit(server.url, purged);
  } finally {
    server.stop();
  }
  return result;
}
