// The soak (issue 47, item 5): one production instance (`npm start`'s flags and environment, plus the
// inspector on a loopback port) under an hour of ordinary mixed use: public pages of both languages
// (the sitemap's, RSC prefetches, /api/blog, feeds, Open Graph images, 404s, a demo request now and
// then), the whole workspace signed in as an English and a French administrator (inbox, dashboard
// periods, lead pages, team, audit, content list, editor, health, media, search), and an article
// edited and published every few minutes. It reports the live heap after a forced full GC (the
// inspector's HeapProfiler.collectGarbage, then Runtime.getHeapUsage) at the start, once the traffic
// has visited every screen, and at the end; the RSS (/proc) and the page cache's bytes (/metrics)
// beside it; and optionally writes a heap snapshot at both points, to compare by constructor
// (bench/heap-summary.mjs). Taking a snapshot of a 200 MB heap leaves the process some 500 MB more
// resident (V8's snapshot structures, freed to malloc, not to the system): with snapshots, the RSS
// figures after the first one say nothing about the server.
//   npm run bench -- --only soak [--soak-minutes 60] [--soak-snapshots DIR]
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { signIn } from "./inbox.mjs";
import { SERVER_ENV, SERVER_FLAGS, freePort, waitFor } from "./server.mjs";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const pick = (list) => list[Math.floor(Math.random() * list.length)];

// The heap cap `npm start` sets (--max-old-space-size, in MB).
export const HEAP_CAP_MB = Number(SERVER_FLAGS.find((flag) => flag.startsWith("--max-old-space-size="))?.split("=")[1]);

// A Chrome DevTools protocol client over the inspector's WebSocket (Node's own WebSocket).
async function inspector(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let id = 0;
  const pending = new Map();
  const listeners = new Map();
  socket.onmessage = ({ data }) => {
    const message = JSON.parse(String(data));
    if (message.id !== undefined) {
      const { resolve, reject } = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) reject(new Error(`${message.error.message}`));
      else resolve(message.result);
    } else listeners.get(message.method)?.(message.params);
  };
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      pending.set(++id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { send, on: (method, fn) => listeners.set(method, fn), close: () => socket.close() };
}

async function pageCacheBytes(url) {
  const text = await (await fetch(`${url}/metrics`)).text();
  return Number(/^page_cache_bytes (\S+)/m.exec(text)?.[1] ?? NaN);
}

function rss(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

// The live heap: what survives two full collections (the second sweeps what the first's finalizers freed).
async function measure(cdp, server) {
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize, totalSize } = await cdp.send("Runtime.getHeapUsage");
  return { liveHeapMb: mb(usedSize), heapTotalMb: mb(totalSize), rssMb: mb(rss(server.pid)), pageCacheMb: mb(await pageCacheBytes(server.url)) };
}

async function snapshot(cdp, file) {
  const out = fs.openSync(file, "w");
  cdp.on("HeapProfiler.addHeapSnapshotChunk", ({ chunk }) => fs.writeSync(out, chunk));
  await cdp.send("HeapProfiler.takeHeapSnapshot", { reportProgress: false, captureNumericValue: false });
  fs.closeSync(out);
}

function addAdmin(env, email, language) {
  const added = execFileSync("npm", ["run", "staff", "--silent", "--", "add", email, "--role", "admin", "--name", `Soak ${language}`], {
    env,
    encoding: "utf8",
  });
  const db = new Database(env.DATABASE_PATH);
  db.prepare("update staff_users set language = ? where email = ?").run(language, email);
  db.close();
  return added.trim().split(/\s+/).at(-1);
}

// Reads an answer whole; counts it; an answer of 500 or more, or none, is an error.
function client(url, stats) {
  return async (pathname, init = {}) => {
    try {
      const response = await fetch(`${url}${pathname}`, { redirect: "manual", ...init, headers: { origin: url, ...init.headers } });
      const body = await response.text();
      stats.requests++;
      if (response.status >= 500) {
        stats.errors++;
        stats.lastError = `${init.method ?? "GET"} ${pathname}: ${response.status}`;
      }
      return { status: response.status, body };
    } catch (error) {
      stats.requests++;
      stats.errors++;
      stats.lastError = `${init.method ?? "GET"} ${pathname}: ${error.message}`;
      return { status: 0, body: "" };
    }
  };
}

const DASHBOARD = ["", "?period=4weeks", "?period=quarter", "?period=custom&from=2026-01-01&to=2026-03-31", "?period=custom&from=2025-01-01&to=2025-12-31"];
const SEARCHES = ["dealer", "concessionnaire", "google ads", "rci", "attribution", "a", "inventory"];

export async function soakBenchmark({ env, minutes = 60, warmupMinutes = Math.min(5, minutes / 4), snapshots, log }) {
  const port = await freePort();
  const inspectPort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const passwords = { en: addAdmin(env, "soak.en@torqueanalytics.ca", "en"), fr: addAdmin(env, "soak.fr@torqueanalytics.ca", "fr") };
  const child = spawn(process.execPath, [...SERVER_FLAGS, `--inspect=127.0.0.1:${inspectPort}`, "lib/server/server.mjs"], {
    env: { ...SERVER_ENV, ...env, PORT: String(port), HOSTNAME: "127.0.0.1", NODE_ENV: "production", SITE_URL: url, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr.on("data", (chunk) => {
    const text = String(chunk);
    if (!/Debugger (listening|attached)|For help, see|Waiting for the debugger/.test(text)) process.stderr.write(text);
  });
  const server = { pid: child.pid, url };
  const stats = { requests: 0, errors: 0, publishes: 0, publishFailures: 0, lastError: null };
  const get = client(url, stats);
  let cdp;
  try {
    await waitFor(`${url}/readyz`, 60_000);
    cdp = await inspector(inspectPort);
    const cookies = { en: await signIn(url, "soak.en@torqueanalytics.ca", passwords.en), fr: await signIn(url, "soak.fr@torqueanalytics.ca", passwords.fr) };

    // What there is to visit: the sitemap's pages, leads to open, articles to edit.
    const sitemap = (await get("/sitemap.xml")).body;
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    if (pages.length < 20) throw new Error(`the sitemap lists ${pages.length} pages`);
    const slugs = pages.flatMap((p) => /^\/(?:blog|fr\/blogue)\/([^/]+)$/.exec(p)?.[1] ?? []);
    for (let i = 0; i < 30; i++) {
      await get("/api/demo-requests", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i}` },
        body: JSON.stringify({ name: `Soak Lead ${i}`, email: `soak-${i}@example.com`, company: "Soak Motors", fillMs: 5000 }),
      });
    }
    const leads = [
      ...new Set([...(await get("/staff", { headers: { cookie: cookies.en } })).body.matchAll(/\/staff\/leads\/(?:demo|contact)\/\d+/g)].map((m) => m[0])),
    ];
    const articles = [
      ...new Set([...(await get("/staff/content", { headers: { cookie: cookies.en } })).body.matchAll(/\/staff\/content\/articles\/(\d+)/g)].map((m) => m[1])),
    ];
    if (leads.length === 0 || articles.length === 0) throw new Error(`found ${leads.length} leads and ${articles.length} articles in the workspace`);
    const staffPages = [
      "/staff",
      "/staff?folder=spam",
      "/staff?q=soak",
      ...DASHBOARD.map((q) => `/staff/dashboard${q}`),
      ...leads.slice(0, 10),
      "/staff/team",
      "/staff/audit",
      "/staff/privacy",
      "/staff/assignment",
      "/staff/account",
      "/staff/content",
      "/staff/content?status=changed",
      "/staff/content?locale=fr",
      "/staff/content/health",
      "/staff/content/media",
      "/staff/content/reviews",
      "/staff/content/articles/new",
      "/staff/content/cities/toronto",
    ];

    const deadline = { at: Infinity };
    const running = () => Date.now() < deadline.at;
    const publicVisitor = async () => {
      while (running()) {
        const page = pick(pages);
        const roll = Math.random();
        if (roll < 0.55) await get(page, { headers: { "accept-encoding": pick(["br", "gzip", "identity"]) } });
        else if (roll < 0.75) await get(`${page}?_rsc=${Math.random().toString(36).slice(2, 7)}`, { headers: { rsc: "1", "next-router-prefetch": "1" } });
        else if (roll < 0.85) await get(pick(["/api/blog", "/api/blog?lang=fr", "/blog/feed.xml", "/fr/blogue/feed.xml", "/sitemap.xml", "/robots.txt"]));
        else if (roll < 0.93) await get(`/og/blog/${pick(slugs)}`);
        else if (roll < 0.99) await get(`/${pick(["blog", "fr/blogue", "nope"])}/missing-${Math.floor(Math.random() * 1e6)}`);
        else {
          await get("/api/demo-requests", {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${Math.floor(Math.random() * 250)}` },
            body: JSON.stringify({ name: "Soak Visitor", email: `visitor-${stats.requests}@example.com`, company: "Soak Motors", fillMs: 5000 }),
          });
        }
      }
    };
    const staffMember = async (language) => {
      const headers = { cookie: cookies[language] };
      while (running()) {
        const roll = Math.random();
        if (roll < 0.5) await get(pick(staffPages), { headers });
        else if (roll < 0.65) await get(`/staff/content/articles/${pick(articles)}`, { headers });
        else if (roll < 0.75) await get(pick(staffPages), { headers: { ...headers, rsc: "1" } });
        else if (roll < 0.85) await get(`/staff/api/content/search?q=${encodeURIComponent(pick(SEARCHES))}`, { headers });
        else if (roll < 0.95) await get(`/staff/api/content/articles/${pick(articles)}`, { headers });
        else await get("/staff/api/content/health", { headers });
        await sleep(100);
      }
    };
    // An edit and a publish every two minutes: the excerpt changes, the page goes live with it.
    const publisher = async () => {
      const headers = { cookie: cookies.en, "content-type": "application/json" };
      while (running()) {
        const id = pick(articles.slice(0, 20));
        const { body } = await get(`/staff/api/content/articles/${id}`, { headers });
        try {
          const { article } = JSON.parse(body);
          const excerpt = `${article.draft.excerpt.replace(/ Soak \d+\.$/, "")} Soak ${stats.publishes}.`.slice(-280);
          const saved = await get(`/staff/api/content/articles/${id}`, {
            method: "PATCH",
            headers,
            body: JSON.stringify({ baseRevision: article.revision, excerpt }),
          });
          const { revision } = JSON.parse(saved.body);
          const published = await get(`/staff/api/content/articles/${id}/publish`, {
            method: "POST",
            headers,
            body: JSON.stringify({ baseRevision: revision }),
          });
          if (published.status === 200) stats.publishes++;
          else stats.publishFailures++;
        } catch {
          stats.publishFailures++;
        }
        const pause = Date.now() + 120_000;
        while (running() && Date.now() < pause) await sleep(1_000);
      }
    };

    const samples = [];
    const sampler = async () => {
      const started = Date.now();
      while (running()) {
        const { usedSize } = await cdp.send("Runtime.getHeapUsage");
        samples.push({ minute: Math.round((Date.now() - started) / 6_000) / 10, heapMb: mb(usedSize), rssMb: mb(rss(child.pid)) });
        const pause = Date.now() + 60_000;
        while (running() && Date.now() < pause) await sleep(1_000);
      }
    };

    // The warm-up visits every screen once, in both languages, then the traffic runs on.
    log(`soak: warm-up (${warmupMinutes} min), then ${minutes} min of mixed traffic; heap cap ${HEAP_CAP_MB} MB`);
    for (const language of ["en", "fr"]) for (const page of staffPages) await get(page, { headers: { cookie: cookies[language] } });
    for (const page of pages) await get(page);
    deadline.at = Date.now() + (warmupMinutes + minutes) * 60_000;
    const traffic = [publicVisitor(), publicVisitor(), staffMember("en"), staffMember("fr"), publisher()];
    await sleep(warmupMinutes * 60_000);
    const start = await measure(cdp, server);
    if (snapshots) await snapshot(cdp, path.join(snapshots, "start.heapsnapshot"));
    log(`soak: start ${JSON.stringify(start)}`);
    const sampling = sampler();
    await Promise.all([...traffic, sampling]);
    const end = await measure(cdp, server);
    if (snapshots) await snapshot(cdp, path.join(snapshots, "end.heapsnapshot"));
    log(`soak: end ${JSON.stringify(end)}`);
    const peakRssMb = Math.max(...samples.map((s) => s.rssMb), end.rssMb);
    return { minutes, heapCapMb: HEAP_CAP_MB, start, end, samples, peakRssMb, snapshots: Boolean(snapshots), ...stats };
  } finally {
    cdp?.close();
    child.kill("SIGTERM");
  }
}
