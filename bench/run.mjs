// npm run bench [-- --check] [-- --runs 3] [-- --pages /,/fr]
//   [-- --only lighthouse,weight,throughput,pagecache,warm,ops,durability,scale,propagation,inbox,stall,media,booking,publish,analytics,analytics-psi]
//   [-- --only soak [--soak-minutes 60] [--soak-snapshots DIR]]: the hour-long soak runs only when asked
// Every benchmark against the production build (run `npm run build` first), each server on a free
// port with a fresh database. Prints one table, writes bench/results.json; --check exits 1 when a
// budget in bench/budgets.mjs is missed.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { checkBudgets } from "./budgets.mjs";
import { rollingRestart } from "../tests/support/rolling-restart.mjs";
import { startCluster, startNginx } from "../tests/support/services.mjs";
import { bookingBenchmark } from "./booking.mjs";
import { dashboardStallBenchmark } from "./dashboard-stall.mjs";
import { analyticsBenchmark, scriptBytes } from "./analytics.mjs";
import { soakBenchmark } from "./soak.mjs";
import { clusterCrashTest, crashTest } from "./durability.mjs";
import { inboxBenchmark } from "./inbox.mjs";
import { opsOverhead } from "./ops.mjs";
import { pageCacheBenchmark } from "./page-cache.mjs";
import { propagationOnPostgres, propagationOnSqlite } from "./propagation.mjs";
import { publishBenchmark } from "./publish.mjs";
import { warmBenchmark } from "./warm.mjs";
import { CATEGORIES, lighthouseMedian } from "./lighthouse.mjs";
import { freePort, startBarePage, startServer } from "./server.mjs";
import { load, startBaseline } from "./throughput.mjs";
import { kb, measureWeight } from "./weight.mjs";

const { values } = parseArgs({
  options: {
    check: { type: "boolean", default: false },
    only: {
      type: "string",
      default: "lighthouse,weight,throughput,pagecache,warm,ops,durability,scale,propagation,inbox,stall,media,booking,publish,analytics,analytics-psi",
    },
    runs: { type: "string", default: "3" },
    duration: { type: "string", default: "10" },
    // The soak's traffic after its warm-up, in minutes; a folder for its two heap snapshots.
    "soak-minutes": { type: "string", default: "60" },
    "soak-snapshots": { type: "string" },
    // Page speed and weight for these pages only (comma-separated paths), e.g. after changing one.
    pages: { type: "string" },
  },
});
const only = new Set(values.only.split(","));
const runs = Number(values.runs);
const duration = Number(values.duration);

// Every benchmark but the media library's processing runs against the production build.
if ([...only].some((name) => name !== "media") && !fs.existsSync(".next/BUILD_ID")) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

// The French home, pricing, calculator, an article and a city page are held to the same budgets as
// the English.
const ALL_PAGES = [
  "/",
  "/blog",
  "/blog/cost-per-sale-by-lead-source",
  "/automotive-advertising-dashboard/toronto",
  "/pricing",
  "/tools/roi-calculator",
  "/privacy",
  "/fr",
  "/fr/tarifs",
  "/fr/outils/calculateur-rci",
  "/fr/tableau-de-bord-publicite-automobile/montreal",
  "/fr/blogue/cout-par-vente-par-source-demandes",
];
const PAGES = values.pages ? values.pages.split(",") : ALL_PAGES;
const STATIC_PAGE = "/pricing";
const HERO_ARTICLE = "/blog/cost-per-sale-by-lead-source";

const workdir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
function freshEnv(name) {
  const env = {
    ...process.env,
    DATABASE_PATH: path.join(workdir, `${name}.db`),
    RATE_LIMIT_PER_MINUTE: "0",
    LEADS_PER_MINUTE_MAX: "0",
    NEXT_TELEMETRY_DISABLED: "1",
  };
  execFileSync("npm", ["run", "db:setup", "--silent"], { env, stdio: "ignore" });
  return env;
}

const results = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length };
const log = (message) => console.error(`[bench] ${message}`);

try {
  if (only.has("media")) {
    log(`media: a 6 MB photo's variants (${runs} runs)`);
    const output = execFileSync(process.execPath, ["node_modules/.bin/tsx", "--conditions=react-server", "bench/media.ts", "--runs", String(runs)], {
      env: { ...process.env, DATABASE_PATH: path.join(workdir, "media.db") },
      encoding: "utf8",
    });
    results.media = JSON.parse(output);
  }

  if (only.has("lighthouse") || only.has("weight")) {
    const pagesEnv = freshEnv("pages");
    const server = await startServer(pagesEnv);
    try {
      if (only.has("weight")) {
        log("page weight");
        results.weight = {};
        for (const page of ["/privacy", ...PAGES]) results.weight[page] = await measureWeight(server.url, page);
      }
      if (only.has("lighthouse")) {
        // PageSpeed Insights' method (Lighthouse 13 defaults: simulated throttling) against the site as
        // docs/deploy.md runs it and PSI reaches it: behind nginx with TLS and HTTP/2. Budgets apply
        // here, each page beside a bare Next.js page behind an identical nginx, measured in the same
        // run. Then, mobile only: the DevTools method (throttling applied in the browser) through the
        // same front; and the PSI method straight at Node's HTTP/1.1 port (no TLS), where Lantern
        // starts every script on a cold connection of its own: shown, no budget.
        const bare = await startBarePage();
        const [site, floor] = await Promise.all([server, bare].map((s) => startNginx({ upstreams: [`127.0.0.1:${s.port}`], tls: true })));
        try {
          results.lighthouse = {};
          results.lighthouseDevtools = {};
          results.lighthouseDirect = {};
          const targets = [
            ["bare Next.js page", `${floor.url}/`, bare.url, floor.spki],
            ...PAGES.map((page) => [page, `${site.url}${page}`, `${server.url}${page}`, site.spki]),
          ];
          for (const [name, url, direct, spki] of targets) {
            for (const preset of ["mobile", "desktop"]) {
              log(`lighthouse (PSI method) ${preset} ${name} (${runs} runs)`);
              results.lighthouse[`${name} ${preset}`] = await lighthouseMedian(url, preset, runs, "psi", spki);
            }
            log(`lighthouse (DevTools method) mobile ${name} (${runs} runs)`);
            results.lighthouseDevtools[`${name} mobile`] = await lighthouseMedian(url, "mobile", runs, "devtools", spki);
            log(`lighthouse (PSI method, HTTP/1.1 direct) mobile ${name} (${runs} runs)`);
            results.lighthouseDirect[`${name} mobile`] = await lighthouseMedian(direct, "mobile", runs, "psi");
          }
          // The article and its French twin again, with a hero uploaded through the media library (issue 40).
          if (PAGES.includes(HERO_ARTICLE)) {
            log("an uploaded hero for the article and its French twin");
            const tsx = ["node_modules/.bin/tsx", "--conditions=react-server", "bench/uploaded-hero.ts"];
            const french = execFileSync(process.execPath, tsx, {
              env: { ...pagesEnv, PORT: String(server.port), HOSTNAME: "127.0.0.1" },
              encoding: "utf8",
            }).trim();
            for (const page of [HERO_ARTICLE, french]) {
              // The server purges the page when it hears the publish (SQLite: a 1 s poll).
              for (let tries = 0; !(await fetch(`${server.url}${page}`).then((r) => r.text())).includes("<picture"); tries++) {
                if (tries === 30) throw new Error(`${page} shows no uploaded hero`);
                await new Promise((resolve) => setTimeout(resolve, 500));
              }
              for (const preset of ["mobile", "desktop"]) {
                log(`lighthouse (PSI method) ${preset} ${page} with an uploaded hero (${runs} runs)`);
                results.lighthouse[`${page} (uploaded hero) ${preset}`] = await lighthouseMedian(`${site.url}${page}`, preset, runs, "psi", site.spki);
              }
            }
          }
        } finally {
          await Promise.all([site.stop(), floor.stop()]);
          bare.stop();
        }
      }
    } finally {
      server.stop();
    }
  }

  if (only.has("throughput")) {
    const server = await startServer(freshEnv("throughput"));
    const page = await fetch(`${server.url}${STATIC_PAGE}`);
    const file = path.join(workdir, "page.html");
    fs.writeFileSync(file, Buffer.from(await page.arrayBuffer()));
    const baseline = await startBaseline(file, path.join(workdir, "nginx"));
    // The tag of the body the 304 run asks about: the identity one (each coding has its own).
    const blogEtag = (await fetch(`${server.url}/api/blog`, { headers: { "accept-encoding": "identity" } })).headers.get("etag") ?? "";
    let sequence = 0;
    try {
      const t = { baseline: baseline.name, staticCacheable: /s-maxage=\d+/.test(page.headers.get("cache-control") ?? ""), runs: {} };
      const targets = [
        [`GET ${STATIC_PAGE} (Next.js)`, { url: `${server.url}${STATIC_PAGE}` }],
        [`GET ${STATIC_PAGE} (Next.js, gzip)`, { url: `${server.url}${STATIC_PAGE}`, gzip: true }],
        [`GET ${STATIC_PAGE} (${baseline.name})`, { url: baseline.url }],
        [`GET ${STATIC_PAGE} (${baseline.name}, gzip)`, { url: baseline.url, gzip: true }],
        ["GET /api/blog", { url: `${server.url}/api/blog`, wrk: true }],
        ["GET /api/blog (gzip)", { url: `${server.url}/api/blog`, gzip: true, wrk: true }],
        ["GET /api/blog (brotli)", { url: `${server.url}/api/blog`, headers: { "accept-encoding": "br" }, wrk: true }],
        ["GET /api/blog (If-None-Match: 304)", { url: `${server.url}/api/blog`, headers: { "if-none-match": blogEtag }, status: 304, wrk: true }],
        [
          "POST /api/demo-requests (SQLite)",
          {
            url: `${server.url}/api/demo-requests`,
            method: "POST",
            body: () => ({ name: "Load Test", email: `load-${sequence++}@bench.test`, company: "Benchmark Motors", fillMs: 5000 }),
          },
        ],
      ];
      for (const [name, options] of targets) {
        log(`load ${name}`);
        t.runs[name] = await load({ ...options, duration });
      }
      t.staticRatio = t.runs[`GET ${STATIC_PAGE} (Next.js, gzip)`].rps / t.runs[`GET ${STATIC_PAGE} (${baseline.name}, gzip)`].rps;
      t.staticRatioIdentity = t.runs[`GET ${STATIC_PAGE} (Next.js)`].rps / t.runs[`GET ${STATIC_PAGE} (${baseline.name})`].rps;
      results.throughput = t;
    } finally {
      baseline.stop();
      server.stop();
    }
  }

  if (only.has("pagecache")) {
    log("page cache: pages and RSC beside nginx, memory under mixed load and 400 connections, lead POST beside its floor");
    results.pageCache = await pageCacheBenchmark({ env: freshEnv("pagecache"), floorEnv: freshEnv("floor"), workdir, duration: Math.min(duration, 8) });
  }

  if (only.has("warm")) {
    log("warm-up: second visits, time to 95 % kept, a page's p99 while warming and after a purge");
    let n = 0;
    results.warm = await warmBenchmark({ env: () => freshEnv(`warm-${n++}`), duration: Math.min(duration, 8) });
  }

  if (only.has("ops")) {
    log("request log and metrics: on and off");
    let n = 0;
    results.ops = await opsOverhead({ env: () => freshEnv(`ops-${n++}`), duration });
  }

  if (only.has("analytics")) {
    log("analytics: the collector's events a second, a page's p99 without and with them, the script's bytes, memory under hostile beacons");
    results.analytics = await analyticsBenchmark({ env: freshEnv("analytics"), duration });
  }

  if (only.has("analytics-psi")) {
    // Issue 51: PSI mobile on the pages it names with the analytics script, and without it (its chunk and
    // the collector blocked in the browser: the same build, page and front), run by run in turn.
    const server = await startServer(freshEnv("analytics-psi"));
    const site = await startNginx({ upstreams: [`127.0.0.1:${server.port}`], tls: true });
    const beaconChunk = scriptBytes().script?.file;
    if (!beaconChunk) throw new Error("no analytics chunk in the build");
    try {
      results.analyticsPsi = {};
      for (const page of ["/", "/fr", STATIC_PAGE, HERO_ARTICLE]) {
        const on = [];
        const off = [];
        for (let i = 0; i < runs; i++) {
          log(`lighthouse (PSI method) mobile ${page} with and without the analytics script (run ${i + 1} of ${runs})`);
          on.push(await lighthouseMedian(`${site.url}${page}`, "mobile", 1, "psi", site.spki));
          off.push(await lighthouseMedian(`${site.url}${page}`, "mobile", 1, "psi", site.spki, [`*${beaconChunk}`, "*/api/event"]));
        }
        const median = (list, pick) => list.map(pick).sort((a, b) => a - b)[Math.floor(list.length / 2)];
        const summary = (list) => ({ score: median(list, (r) => r.scores.performance), tbt: median(list, (r) => r.tbt), tbts: list.map((r) => r.tbt) });
        results.analyticsPsi[page] = { with: summary(on), without: summary(off) };
      }
    } finally {
      await site.stop();
      server.stop();
    }
  }

  if (only.has("durability")) {
    log("crash test");
    results.durability = await crashTest({ env: freshEnv("durability") });
  }

  if (only.has("scale")) {
    // The same POST on PostgreSQL: one instance on its own, then two behind nginx, then crashes.
    log("PostgreSQL cluster");
    const cluster = await startCluster({ instances: 2, env: { RATE_LIMIT_PER_MINUTE: "0", LEADS_PER_MINUTE_MAX: "0" } });
    let sequence = 0;
    const post = (url) => ({
      url: `${url}/api/demo-requests`,
      method: "POST",
      duration,
      body: () => ({ name: "Load Test", email: `scale-${sequence++}@bench.test`, company: "Benchmark Motors", fillMs: 5000 }),
    });
    try {
      results.scale = { runs: {} };
      log("autocannon POST (PostgreSQL, 1 instance)");
      results.scale.runs["POST /api/demo-requests (PostgreSQL, 1 instance)"] = await load(post(cluster.servers[0].url));
      log("autocannon POST (PostgreSQL, 2 instances behind nginx)");
      results.scale.runs["POST /api/demo-requests (PostgreSQL, 2 instances behind nginx)"] = await load(post(cluster.nginx.url));
      log("rolling restart under load (each instance in turn out of nginx, SIGTERM, back in once ready)");
      results.scale.rollingRestart = await rollingRestart(cluster);
      log("rolling restart under load, in place (SIGTERM each instance in turn, nginx still sending to it)");
      results.scale.rollingRestartInPlace = await rollingRestart(cluster, { inPlace: true });
      log("crash test: SIGKILL one instance");
      results.scale.crashInstance = await clusterCrashTest(cluster, "instance");
      log("crash test: PostgreSQL immediate shutdown");
      results.scale.crashDatabase = await clusterCrashTest(cluster, "database");
    } finally {
      await cluster.stop();
    }
  }
  if (only.has("propagation")) {
    // From a publish's commit to the new bytes on every instance, 50 publishes under wrk at 50
    // connections: one instance on SQLite, then two on PostgreSQL behind nginx (issue 39, item 9).
    results.propagation = {};
    log("publish propagation (SQLite, 1 instance)");
    const env = freshEnv("propagation");
    const server = await startServer(env);
    try {
      results.propagation["SQLite, 1 instance"] = await propagationOnSqlite(server, env.DATABASE_PATH);
    } finally {
      server.stop();
    }
    log("publish propagation (PostgreSQL, 2 instances behind nginx)");
    const cluster = await startCluster({ instances: 2 });
    try {
      results.propagation["PostgreSQL, 2 instances behind nginx"] = await propagationOnPostgres(cluster);
    } finally {
      await cluster.stop();
    }
  }
  if (only.has("inbox")) {
    // The sales workspace's inbox over 100,000 leads (first page, a filtered search, two sorts) and its
    // dashboard's first render, per engine.
    results.inbox = [];
    for (const engine of ["sqlite", "postgres"]) {
      log(`inbox (${engine}, 100,000 leads)`);
      results.inbox.push(await inboxBenchmark({ engine }));
    }
  }
  if (only.has("booking")) {
    log("booking: slots of 10 reps with cached feeds, bookings, and 50 bookings of one slot");
    results.booking = await bookingBenchmark(freshEnv("booking"));
  }

  if (only.has("publish")) {
    // The same article published 11 times through the API, the Nu HTML Checker included (Java here).
    log("publish (SQLite, the HTML checker's one process)");
    const env = freshEnv("publish");
    const port = await freePort();
    const server = await startServer({ ...env, SITE_URL: `http://127.0.0.1:${port}`, PAGE_CACHE_WARM: "off" }, port);
    try {
      results.publish = await publishBenchmark({ url: server.url, env });
    } finally {
      server.stop();
    }
  }
  if (only.has("stall")) {
    // /healthz while year-long dashboards over 100,000 leads compute (SQLite).
    log("dashboard stall (SQLite, 100,000 leads)");
    results.dashboardStall = await dashboardStallBenchmark();
  }
  if (only.has("soak")) {
    // The live heap after a full GC at the start and the end of an hour of mixed use (issue 47, item 5).
    results.soak = await soakBenchmark({ env: freshEnv("soak"), minutes: Number(values["soak-minutes"]), snapshots: values["soak-snapshots"], log });
  }
} catch (error) {
  // What ran before the failure is still reported (and written); the run then exits 1.
  results.error = String(error?.stack ?? error);
  log(`stopped: ${error?.message ?? error}`);
} finally {
  fs.rmSync(workdir, { recursive: true, force: true });
}

// One table: every figure, with its budget where one applies.
const rows = [];
for (const [method, all] of [
  ["PSI method, nginx TLS + HTTP/2", results.lighthouse],
  ["DevTools method, nginx TLS + HTTP/2", results.lighthouseDevtools],
  ["PSI method, Node HTTP/1.1 direct, no budget", results.lighthouseDirect],
]) {
  for (const [key, r] of Object.entries(all ?? {})) {
    rows.push({
      benchmark: `Lighthouse 13 (${method}) ${key}`,
      result: `${CATEGORIES.map((c) => r.scores[c]).join(" / ")} (perf/a11y/bp/seo) FCP ${r.fcp} ms LCP ${r.lcp} ms TBT ${r.tbt} ms CLS ${r.cls}`,
    });
  }
}
for (const [page, w] of Object.entries(results.weight ?? {})) {
  rows.push({
    benchmark: `Weight ${page}`,
    result:
      `HTML ${kb(w.html.raw)} (${kb(w.html.gzip)} gz), JS ${kb(w.js.raw)} (${kb(w.js.gzip)} gz), ` +
      `CSS ${kb(w.css.raw)} (${kb(w.css.gzip)} gz${w.files.inlineCss ? ", inline" : ""})`,
  });
}
for (const [name, r] of Object.entries({ ...results.throughput?.runs, ...results.scale?.runs })) {
  rows.push({ benchmark: name, result: `${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} errors, ${r.bytesPerRequest} B/req` });
}
const pc = results.pageCache;
const run = (r) => `${r.rps} req/s, p99 ${r.p99} ms${r.errors ? `, ${r.errors} errors` : ""}`;
for (const [page, r] of Object.entries(pc?.pages ?? {})) {
  rows.push({ benchmark: `GET ${page} (brotli, page cache)`, result: `${run(r.site)}; nginx same bytes ${run(r.nginx)}; ratio ${r.ratio.toFixed(2)}` });
}
for (const [name, r] of Object.entries(pc?.rsc ?? {})) rows.push({ benchmark: `GET ${name} prefetch (brotli, page cache)`, result: run(r) });
if (pc) {
  const m = pc.memory;
  rows.push({
    benchmark: "RSS, 60 s mixed load at 50 connections",
    result: `idle ${m.idleMb} MB, peak ${m.mixed.peakMb} MB, settled ${m.mixed.settledMb} MB (${run(m.mixed)})`,
  });
  rows.push({
    benchmark: "RSS, 20 s of pages in brotli at 400 connections",
    result: `peak ${m.crowd.peakMb} MB, settled ${m.crowd.settledMb} MB (${run(m.crowd)})`,
  });
  const { max, end } = pc.renderSlots;
  const slots = (l) => `busy ${l.busy}, queue ${l.queued}, oldest ${l.oldestSeconds.toFixed(1)} s`;
  rows.push({
    benchmark: "Render slots (public lane) through the page-cache run: the most seen / at the end",
    result: `${slots(max.public)} / ${slots(end.public)}; ${end.public.dropped} left the queue, ${end.public.reclaimed} taken back`,
  });
  rows.push({
    benchmark: "POST /api/demo-requests beside a bare node:http floor (report only)",
    result: `site ${run(pc.post.site)}; floor ${run(pc.post.floor)}; ratio ${pc.post.ratio.toFixed(2)}`,
  });
}
const w = results.warm;
if (w) {
  const visit = (v) => `${v.br} br, ${v.gzip} gzip, ${v.identity} identity, ${(v.bytes / 1024).toFixed(0)} KB`;
  rows.push({ benchmark: "Second visit to 40 sitemap pages, fresh instance", result: visit(w.secondVisit) });
  rows.push({ benchmark: `Start until 95% of ${w.sitemapPages} sitemap pages kept (brotli)`, result: `${w.warm95Seconds.toFixed(1)} s` });
  rows.push({ benchmark: "GET /pricing (brotli) at 50 connections while warming", result: run(w.whileWarming) });
  rows.push({
    benchmark: `GET /pricing (brotli) at 50 connections after a purge of ${w.purged} entries`,
    result: `${run(w.afterPurge)}; the purged pages' second visit: ${visit(w.afterPurgeVisit)}`,
  });
}
if (results.ops) {
  const o = results.ops;
  rows.push({
    benchmark: "GET /pricing (brotli), log and metrics on / off",
    result: `${o.on.page.rps} / ${o.off.page.rps} req/s: ${(o.pageSlowdown * 100).toFixed(1)}% slower`,
  });
  rows.push({
    benchmark: "POST /api/demo-requests, log and metrics on / off",
    result: `${o.on.post.rps} / ${o.off.post.rps} req/s: ${(o.postSlowdown * 100).toFixed(1)}% slower`,
  });
}
for (const [how, roll] of [
  ["each out of nginx, SIGTERM, back in once ready", results.scale?.rollingRestart],
  ["SIGTERM each in place", results.scale?.rollingRestartInPlace],
]) {
  if (!roll) continue;
  rows.push({
    benchmark: `Rolling restart (PostgreSQL, 2 instances behind nginx, ${how})`,
    result:
      `${roll.gets} GETs, ${roll.getFailures} failed; ${roll.posts} POSTs, ${roll.postFailures} failed; ` +
      `${roll.acknowledged} acknowledged, ${roll.lost} lost, ${roll.duplicated} twice; exits ${roll.exitCodes.join(", ")}; ` +
      `nginx errors beside the instance restarting: ${roll.errorsBeside}`,
  });
}
for (const [page, run] of Object.entries(results.analyticsPsi ?? {}))
  rows.push({
    benchmark: `PSI method (Lighthouse 13, simulated throttling, nginx TLS + HTTP/2) mobile ${page}, with / without the analytics script`,
    result:
      `performance ${run.with.score} / ${run.without.score}, TBT median ${run.with.tbt} / ${run.without.tbt} ms ` +
      `(runs ${run.with.tbts.join(", ")} / ${run.without.tbts.join(", ")} ms)`,
  });
if (results.analytics) {
  const a = results.analytics;
  const bytes = (c) => (c ? `${c.brotli} B brotli, ${c.gzip} B gzip, ${c.raw} B raw` : "not found");
  rows.push({ benchmark: "Analytics script (the beacon's chunk)", result: bytes(a.script.script) });
  rows.push({ benchmark: "web-vitals attribution build (its own chunk, loaded after)", result: bytes(a.script.webVitals) });
  rows.push({
    benchmark: "POST /api/event flat out, 10 events a beacon, 20 connections (SQLite)",
    result:
      `${a.collector.eventsPerSecond} events/s (${a.collector.beaconsPerSecond} beacons/s, p99 ${a.collector.p99Ms} ms), ` +
      `${a.collector.stored} stored of ${a.collector.accepted} accepted, ${a.collector.non2xx} non-2xx`,
  });
  rows.push({
    benchmark: "GET /pricing (brotli) at 200 req/s, alone / beside 2,000 events/s",
    result:
      `p99 ${a.pageAlone.p99} / ${a.pageWithEvents.p99} ms, ${a.pageAlone.rps} / ${a.pageWithEvents.rps} req/s ` +
      `(${a.steadyEventsPerSecond} events/s beside)`,
  });
  rows.push({
    benchmark: "GET /pricing p99 by round, alone / beside the events (the median round is the figure)",
    result: `${a.pageRounds.alone.join(", ")} / ${a.pageRounds.withEvents.join(", ")} ms`,
  });
  rows.push({
    benchmark: "Hostile beacons at 50 connections (malformed, huge, foreign, bots, one address flooding)",
    result:
      `${a.hostile.requests} requests: ${a.hostile.status4xx} 4xx, ${a.hostile.status2xx} 2xx, ${a.hostile.status5xx} 5xx; ` +
      `RSS ${a.hostile.rssBeforeMb} -> peak ${a.hostile.rssPeakMb} -> ${a.hostile.rssAfterMb} MB`,
  });
}
if (results.throughput) {
  const { staticRatio, staticRatioIdentity, staticCacheable } = results.throughput;
  rows.push({
    benchmark: "Prerendered page vs baseline",
    result: `${staticRatio.toFixed(3)} gzip, ${staticRatioIdentity.toFixed(3)} identity; cacheable: ${staticCacheable}`,
  });
}
if (results.durability) {
  const d = results.durability;
  rows.push({
    benchmark: "Crash test (SQLite, SIGKILL mid-load)",
    result: `${d.acknowledged} acknowledged, ${d.rowsFound} found, ${d.rowsLost} lost, ${d.storedTwice} twice, integrity ${d.integrity}`,
  });
}
for (const [name, d] of [
  ["Crash test (PostgreSQL, 2 instances, SIGKILL one mid-load)", results.scale?.crashInstance],
  ["Crash test (PostgreSQL, immediate shutdown mid-load)", results.scale?.crashDatabase],
]) {
  if (d) rows.push({ benchmark: name, result: `${d.acknowledged} acknowledged, ${d.rowsFound} found, ${d.rowsLost} lost, ${d.storedTwice} twice` });
}
for (const r of results.inbox ?? []) {
  const engine = r.engine === "postgres" ? "PostgreSQL" : "SQLite";
  rows.push({
    benchmark: `Inbox first page (${engine}, ${r.leads.toLocaleString("en-CA")} leads)`,
    result: `p50 ${r.firstPage.p50} ms, p99 ${r.firstPage.p99} ms`,
  });
  rows.push({
    benchmark: `Inbox filtered search (${engine}, ${r.leads.toLocaleString("en-CA")} leads)`,
    result: `p50 ${r.filteredSearch.p50} ms, p99 ${r.filteredSearch.p99} ms`,
  });
  for (const [label, m] of [
    ["Inbox sorted by name", r.sortedByName],
    ["Inbox sorted by owner", r.sortedByOwner],
    ["Dashboard first render, this week", r.dashboard?.firstRender],
    ["Dashboard, last 4 weeks", r.dashboard?.fourWeeks],
    ["Dashboard, this quarter", r.dashboard?.quarter],
  ]) {
    if (m) rows.push({ benchmark: `${label} (${engine}, ${r.leads.toLocaleString("en-CA")} leads)`, result: `p50 ${m.p50} ms, p99 ${m.p99} ms` });
  }
  const csv = r.csvExport;
  rows.push({
    benchmark: `CSV export (${engine}, ${r.leads.toLocaleString("en-CA")} leads)`,
    result: `${csv.rows} rows, ${csv.megabytes} MB in ${csv.seconds} s, server peak RSS ${csv.peakRssBeforeMb} -> ${csv.peakRssMb} MB`,
  });
}
if (results.media) {
  const m = results.media;
  rows.push({
    benchmark: `A ${(m.photoBytes / 1e6).toFixed(1)} MB photo's 9 variants (AVIF and WebP at 4 widths, the card)`,
    result: `median ${m.medianMs} ms, slowest ${m.maxMs} ms of ${m.runs.length}`,
  });
}
if (results.publish) {
  const p = results.publish;
  rows.push({
    benchmark: `A publish through the API, the Nu HTML Checker included (the same article ${p.publishes} times, after a first)`,
    result: `first ${p.firstMs} ms (the checker starting), then median ${p.medianMs} ms, slowest ${p.maxMs} ms`,
  });
}
for (const [name, p] of Object.entries(results.propagation ?? {})) {
  rows.push({
    benchmark: `Publish to new bytes on every instance (${name}, ${p.publishes} publishes, wrk 50 connections at ${p.load.rps} req/s)`,
    result: `p50 ${p.p50} ms, p95 ${p.p95} ms, max ${p.max} ms; ${p.staleAfterReceipt} old pages after a receipt, ${p.missed} never seen`,
  });
}
const stall = results.dashboardStall;
for (const [label, m] of [
  ["in-process, statement on the main thread (before)", stall?.inProcess.mainThread],
  ["in-process, getDashboard()", stall?.inProcess.worker],
  ["server.mjs, GET /staff/dashboard", stall?.server],
]) {
  if (m)
    rows.push({
      benchmark: `GET /healthz while year-long dashboards compute, ${label} (SQLite, ${stall.leads.toLocaleString("en-CA")} leads)`,
      result: `p50 ${m.healthz.p50} ms, p99 ${m.healthz.p99} ms, worst ${m.healthz.max} ms; a dashboard p50 ${m.dashboard.p50} ms`,
    });
}
const soak = results.soak;
if (soak) {
  const at = (m) => `live heap ${m.liveHeapMb} MB, RSS ${m.rssMb} MB, page cache ${m.pageCacheMb} MB`;
  rows.push({
    benchmark: `Soak: ${soak.minutes} min of public and staff traffic, one instance (heap cap ${soak.heapCapMb} MB)`,
    result:
      `start ${at(soak.start)}; end ${at(soak.end)}; peak RSS ${soak.peakRssMb} MB${soak.snapshots ? " (after heap snapshots)" : ""}; ` +
      `${soak.requests} requests, ${soak.errors} errors, ${soak.publishes} publishes (${soak.publishFailures} refused)`,
  });
}
const booking = results.booking;
if (booking) {
  rows.push({
    benchmark: `GET /api/meetings/slots (14 days, 10 reps, feeds cached; ${booking.slots.count} slots)`,
    result: `p50 ${booking.slots.p50} ms, p95 ${booking.slots.p95} ms`,
  });
  rows.push({ benchmark: "POST /api/meetings (100 bookings, one after the other)", result: `p50 ${booking.booking.p50} ms, p95 ${booking.booking.p95} ms` });
  rows.push({
    benchmark: "50 bookings of one slot at once (SQLite)",
    result: `${booking.race.stored} stored, ${booking.race.conflicts} x 409 (${booking.race.withFreshSlots} with fresh slots)`,
  });
}
console.table(rows);

results.misses = checkBudgets(results);
fs.writeFileSync("bench/results.json", JSON.stringify(results, null, 2));
if (results.misses.length > 0) {
  console.log(`\nBudgets missed:\n${results.misses.map((m) => `  - ${m}`).join("\n")}`);
  if (values.check) process.exit(1);
} else {
  console.log("\nAll budgets hold.");
}
if (results.error) {
  console.log(`\nThe run stopped early:\n${results.error}`);
  process.exit(1);
}
