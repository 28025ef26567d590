// The page-ceiling benchmark's mixed load (bench/page-cache.mjs): what visitors and crawlers ask for;
// the same in short wrk runs whose ends drop their connections mid-answer, and visitors who leave
// while their request waits for another fetching the same page: the load that once wedged the render
// slots (issue 47); and the render slots (lib/server/render-slots.mjs) as an operator sees them on
// /metrics, each lane's busy slots, queue and oldest slot's age, sampled while a load runs. Shared by
// the benchmark and the chaos test (tests/scale/attack.test.ts).
import http from "node:http";
import { load } from "./throughput.mjs";

export const CACHE_PAGES = [
  "/",
  "/pricing",
  "/blog/cost-per-sale-by-lead-source",
  "/automotive-advertising-dashboard/toronto",
  "/fr",
  "/fr/tableau-de-bord-publicite-automobile/montreal",
];
const BR = { "accept-encoding": "gzip, deflate, br, zstd" };

/**
 * What visitors and crawlers ask for, in turn on every connection: the pages in each coding, the RSC
 * requests `rsc` (path and headers), the blog's API, the sitemaps, Open Graph images, 404s in both
 * languages, and lead posts.
 * @param {{ path: string, headers: Record<string, string> }[]} rsc
 */
export function visitorMix(rsc) {
  return [
    ...CACHE_PAGES.flatMap((page) => [{ path: page, headers: BR }, { path: page, headers: { "accept-encoding": "gzip" } }, { path: page }]),
    ...rsc.map(({ path: target, headers }) => ({ path: target, headers: { ...BR, ...headers } })),
    { path: "/api/blog", headers: BR },
    { path: "/api/blog?lang=fr", headers: { "accept-encoding": "gzip" } },
    { path: "/sitemap.xml", headers: BR },
    { path: "/sitemap-images.xml", headers: BR },
    { path: "/og.png" },
    { path: "/og/blog/cost-per-sale-by-lead-source" },
    { path: "/blog/no-such-article", headers: BR },
    { path: "/fr/blogue/aucun-article", headers: BR },
    { method: "POST", path: "/api/demo-requests", lead: true },
    { method: "POST", path: "/api/demo-requests", lead: true },
  ];
}

const LANE_METRICS = {
  busy: "render_slots_busy",
  queued: "render_queue_length",
  oldestSeconds: "render_oldest_slot_age_seconds",
  reclaimed: "render_slots_reclaimed_total",
  dropped: "render_queue_dropped_total",
  refused: "render_queue_refused_total",
};

/**
 * Each lane's figures, from the server's /metrics (served to this machine).
 * @param {string} url the server's origin
 * @returns {Promise<Record<string, Record<keyof typeof LANE_METRICS, number>>>}
 */
export async function renderSlotMetrics(url) {
  const text = await fetch(`${url}/metrics`).then((response) => response.text());
  /** @type {Record<string, Record<string, number>>} */
  const lanes = {};
  for (const [field, name] of Object.entries(LANE_METRICS)) {
    for (const [, lane, value] of text.matchAll(new RegExp(`^${name}\\{lane="(\\w+)"\\} (\\S+)$`, "gm"))) (lanes[lane] ??= {})[field] = Number(value);
  }
  return /** @type {any} */ (lanes);
}

/**
 * Runs `work` while sampling the lanes every `everyMs`: the highest of each figure seen, and the
 * figures once it has finished.
 * @template T
 * @param {string} url
 * @param {() => Promise<T>} work
 */
export async function watchRenderSlots(url, work, everyMs = 250) {
  /** @type {Record<string, Record<string, number>>} */
  const max = {};
  let running = true;
  const sampler = (async () => {
    while (running) {
      const lanes = await renderSlotMetrics(url).catch(() => ({}));
      for (const [lane, figures] of Object.entries(lanes)) {
        for (const [field, value] of Object.entries(figures)) (max[lane] ??= {})[field] = Math.max(max[lane]?.[field] ?? 0, value);
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  let result;
  try {
    result = await work();
  } finally {
    running = false;
    await sampler;
  }
  return { result, max, end: await renderSlotMetrics(url) };
}

/**
 * wrk runs of `runSeconds` back to back for `seconds`: each run's end drops its connections with their
 * answers half sent, as a visitor closing a tab does.
 * @param {{ url: string, mix: ReturnType<typeof visitorMix>, seconds: number, runSeconds?: number, connections?: number }} options
 */
export async function choppedLoad({ url, mix, seconds, runSeconds = 2, connections = 50 }) {
  const until = Date.now() + seconds * 1000;
  const totals = { runs: 0, requests: 0, errors: 0 };
  while (Date.now() < until) {
    const run = await load({ url, mix, duration: runSeconds, connections, warmup: 0 });
    totals.runs++;
    totals.requests += Math.round(run.rps * runSeconds);
    totals.errors += run.errors;
  }
  return totals;
}

/**
 * For `seconds`: has the page cache forget `paths` (POST /purge, as a publish does), then asks for each
 * page `burst` times at once and leaves after a few ms, while the first request renders the page and
 * the others wait for it (the page cache's collapse).
 * @param {{ url: string, paths: string[], seconds: number, burst?: number }} options
 */
export async function leaveWhileCollapsed({ url, paths, seconds, burst = 8 }) {
  const until = Date.now() + seconds * 1000;
  let left = 0;
  while (Date.now() < until) {
    await fetch(`${url}/purge`, { method: "POST", body: JSON.stringify({ paths }) });
    await Promise.all(
      paths.flatMap((path) =>
        Array.from({ length: burst }, (_, i) => {
          const request = http.get(`${url}${path}`, { agent: false });
          request.on("error", () => undefined);
          return new Promise((resolve) =>
            setTimeout(
              () => {
                request.destroy();
                left++;
                resolve(undefined);
              },
              5 + i * 10,
            ),
          );
        }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { left };
}
