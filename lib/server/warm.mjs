// Fills the page cache before visitors ask: after a start (once /readyz first says ready, so a rolling
// restart is not held up) with every page of the sitemap, and after a purge with what it removed. Each
// page is asked of the server itself, as a browser asks (brotli accepted), one at a time, each followed
// by a pause as long as it took: the warm-up takes at most half of one core, and visitors' requests
// go between its own.

// The pages visitors land on most, first: the home pages, pricing, the solutions, the other pages of
// the site, then articles and city pages. A page and its French twin are ranked together, by the
// English address the sitemap gives as their alternate.
const RANKS = [/^\/$/, /^\/pricing$/, /^\/solutions(\/|$)/, /^\/(?!blog\/|automotive-advertising-dashboard\/)/];
const rank = (/** @type {string} */ englishPath) => {
  const found = RANKS.findIndex((pattern) => pattern.test(englishPath));
  return found === -1 ? RANKS.length : found;
};

/**
 * The paths of a sitemap (<urlset> with xhtml:link alternates), in the order they are warmed.
 * @param {string} xml
 * @returns {string[]}
 */
export function sitemapPaths(xml) {
  const pages = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry = ""], order) => {
    const path = new URL(/<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? "/", "http://site").pathname;
    const english = /hreflang="en-CA" href="([^"]+)"/.exec(entry)?.[1];
    return { path, order, rank: rank(english ? new URL(english, "http://site").pathname : path) };
  });
  return pages.sort((a, b) => a.rank - b.rank || a.order - b.order).map((p) => p.path);
}

/**
 * @param {{ fetch: (path: string) => Promise<unknown>, stopped?: () => boolean }} options `fetch` asks
 *   the server for a page as a browser would; `stopped` ends the warm-up (the server is draining)
 */
export function createWarmer({ fetch, stopped = () => false }) {
  /** @type {string[]} */
  const queue = [];
  /** @type {Set<string>} */
  const queued = new Set();
  // Pages listed for warming since the start, and those done: their ratio is the progress metric.
  const stats = { listed: 0, done: 0 };
  let running = false;

  async function run() {
    running = true;
    while (queue.length > 0 && !stopped()) {
      const path = /** @type {string} */ (queue.shift());
      queued.delete(path);
      const started = performance.now();
      await fetch(path).catch(() => undefined);
      stats.done++;
      await new Promise((resolve) => setTimeout(resolve, performance.now() - started));
    }
    running = false;
  }

  return {
    stats,
    /**
     * Queues pages to fill; `first` puts them before what is already waiting (a purge's pages).
     * @param {string[]} paths
     * @param {{ first?: boolean }} [options]
     */
    warm(paths, { first = false } = {}) {
      const fresh = [...new Set(paths)].filter((p) => !queued.has(p));
      for (const p of fresh) queued.add(p);
      stats.listed += fresh.length;
      if (first) queue.unshift(...fresh);
      else queue.push(...fresh);
      if (!running) void run();
    },
  };
}
