// Issue: every public page at the static ceiling, in bounded memory. One instance (server.mjs, as
// `npm start` runs it) under wrk with `Accept-Encoding: br`, each page beside nginx serving the same
// brotli bytes from a file in the same run; the RSC prefetch requests a browser sends for /pricing;
// the server's resident memory (peak and settled) through a minute of mixed load at 50 connections
// and 20 s of 400 connections; and the lead POST beside a bare node:http floor doing the same
// durable work (bench/lead-floor.ts). Through it all, the render slots' metrics: the highest seen, and
// at the end (bench/mixed-load.mjs).
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../tests/support/chromium.mjs";
import { CACHE_PAGES, visitorMix, watchRenderSlots } from "./mixed-load.mjs";
import { freePort, startServer, waitFor } from "./server.mjs";
import { load, startNginxFiles } from "./throughput.mjs";

const BR = { "accept-encoding": "gzip, deflate, br, zstd" };

// An answer's bytes as sent (fetch would decompress them).
function rawBytes(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c)).on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

// Resident memory of a process, from /proc (Linux), in MB.
function rssMb(pid) {
  const match = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
  return Math.round(Number(match[1]) / 1024);
}

// The highest RSS seen while `work` runs (sampled every 100 ms), and the RSS `settleSeconds` after.
async function memoryThrough(pid, work, settleSeconds = 15) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  let result;
  try {
    result = await work();
  } finally {
    clearInterval(timer);
  }
  peak = Math.max(peak, rssMb(pid));
  await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
  return { result, peakMb: peak, settledMb: rssMb(pid) };
}

// The RSC requests a browser sends to prefetch /pricing (hovering its link in the footer of /),
// exactly as sent: their _rsc parameter is a hash of their headers.
async function pricingPrefetches(url) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const page = await browser.newPage();
    const requests = [];
    page.on("request", (request) => {
      const u = new URL(request.url());
      const headers = request.headers();
      if (u.pathname === "/pricing" && headers.rsc) {
        requests.push({ path: u.pathname + u.search, headers: Object.fromEntries(Object.entries(headers).filter(([name]) => /^(rsc|next-)/.test(name))) });
      }
    });
    await page.goto(`${url}/`);
    await page.locator("a[href='/pricing']").first().hover();
    for (let i = 0; i < 50 && requests.length < 2; i++) await page.waitForTimeout(100);
    return requests;
  } finally {
    await browser.close();
  }
}

async function startLeadFloor(env) {
  const port = await freePort();
  const child = spawn(process.execPath, ["node_modules/.bin/tsx", "--conditions=react-server", "bench/lead-floor.ts"], {
    env: { ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`, 30_000);
  return { url, stop: () => child.kill("SIGTERM") };
}

/**
 * @param {{ env: Record<string, string>, floorEnv: Record<string, string>, workdir: string, duration: number }} options
 *   env: a fresh database for the site; floorEnv: another for the lead floor.
 */
export async function pageCacheBenchmark({ env, floorEnv, workdir, duration }) {
  const server = await startServer(env);
  const nginxDir = path.join(workdir, "nginx-br");
  fs.mkdirSync(nginxDir, { recursive: true });
  const out = { pages: {}, rsc: {}, memory: {} };
  // What the run starts besides the server, stopped at its end whatever happens.
  const running = { nginx: null };
  try {
    const { max, end } = await watchRenderSlots(server.url, () => pageCeiling({ server, nginxDir, out, duration, floorEnv, running }));
    out.renderSlots = { max, end };
  } finally {
    running.nginx?.stop();
    server.stop();
  }
  return out;
}

// The pages and RSC requests beside nginx, the minutes of mixed load and of a crowd, the lead POST
// beside its floor: their figures in `out`.
async function pageCeiling({ server, nginxDir, out, duration, floorEnv, running }) {
  // The bytes a browser gets for each page (from the cache once the first request filled it), for
  // nginx to serve as they are.
  const files = {};
  for (const [i, page] of CACHE_PAGES.entries()) {
    await fetch(`${server.url}${page}`, { headers: BR });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { encoding, body } = await rawBytes(`${server.url}${page}`, BR);
    if (encoding !== "br") throw new Error(`${page} did not come in brotli`);
    files[page] = `page-${i}.br`;
    fs.writeFileSync(path.join(nginxDir, files[page]), body);
  }
  const nginx = await startNginxFiles(nginxDir, { location: "default_type text/html; add_header Content-Encoding br; add_header Vary Accept-Encoding;" });
  running.nginx = nginx;

  for (const page of CACHE_PAGES) {
    const site = await load({ url: `${server.url}${page}`, headers: BR, wrk: true, duration });
    const floor = await load({ url: `${nginx.url}/${files[page]}`, headers: BR, wrk: true, duration });
    out.pages[page] = { site, nginx: floor, ratio: site.rps / floor.rps };
  }

  for (const { path: target, headers } of await pricingPrefetches(server.url)) {
    const name = `${target.split("?")[0]} (${headers["next-router-segment-prefetch"] ?? "RSC"})`;
    out.rsc[name] = await load({ url: `${server.url}${target}`, headers: { ...BR, ...headers }, wrk: true, duration });
  }

  // A minute of what visitors and crawlers ask for, in turn on every connection.
  const mix = visitorMix(await pricingPrefetches(server.url));
  out.memory.idleMb = rssMb(server.child.pid);
  const mixed = await memoryThrough(server.child.pid, () => load({ url: server.url, mix, duration: 60, connections: 50, warmup: 0 }));
  out.memory.mixed = { ...mixed.result, peakMb: mixed.peakMb, settledMb: mixed.settledMb };
  const crowd = await memoryThrough(server.child.pid, () =>
    load({ url: server.url, mix: CACHE_PAGES.map((page) => ({ path: page, headers: BR })), duration: 20, connections: 400, warmup: 0 }),
  );
  out.memory.crowd = { ...crowd.result, peakMb: crowd.peakMb, settledMb: crowd.settledMb };

  // The lead POST, the site beside the floor, each on a fresh database.
  let sequence = 0;
  const post = (url) => ({
    url: `${url}/api/demo-requests`,
    method: "POST",
    duration,
    body: () => ({ name: "Load Test", email: `floor-${sequence++}@bench.test`, company: "Benchmark Motors", fillMs: 5000 }),
  });
  const floor = await startLeadFloor(floorEnv);
  try {
    out.post = { site: await load(post(server.url)), floor: await load(post(floor.url)) };
    out.post.ratio = out.post.site.rps / out.post.floor.rps;
  } finally {
    floor.stop();
  }
}
