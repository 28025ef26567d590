// Answering a request from the page cache: the variant that matches it, fresh or stale (a stale one is
// still served while one request refreshes it in the background: stale-while-revalidate), in the coding
// the client accepts with that coding's ETag (304 on If-None-Match); and the build's assets. A burst of
// requests for an address not yet kept costs one render: the first goes to Next, the others wait for
// its answer (request collapsing), released once capture() has kept it (lib/server/page-cache/capture.mjs).
import { promisify } from "node:util";
import zlib from "node:zlib";
import { compressOnce, matchesEtag, pickCoding, sendEncoded } from "../encoded.mjs";
import { ASSETS, applies, requestKey, varyKey } from "./keys.mjs";
import { verdict } from "./variant.mjs";

// A request that refreshes a stale answer bypasses the cache. It carries this process's secret, so a
// client sending the header gets no bypass (the header is dropped either way).
export const REFRESH_HEADER = "x-torque-cache-refresh";
// Brotli 11 costs more CPU than rendering the page did: an answer is first kept with quick
// compression (lib/server/encoded.mjs), and compressed at the best levels once it is served again, two
// at a time; past this many waiting, an answer keeps its quick copies until a later hit. A compressed
// answer is kept in its codings only, a sixth of its size; the first client that accepts neither has
// the gzip copy unzipped, and that copy is kept from then on.
const MAX_BEST_RUNNING = 2;
const MAX_BEST_WAITING = 16;
// How long a request waits for another that is fetching the same address.
const COLLAPSE_WAIT_MS = 5_000;
const gunzip = promisify(zlib.gunzip);

// Set on a response whose request fetches an address for the requests waiting on it, and on one whose
// answer capture() watches.
const FETCHED = Symbol("page-cache.fetched");
const CAPTURED = Symbol("page-cache.captured");

/**
 * A response the cache marks: the fetch it releases its waiters with, and whether it is captured.
 * @typedef {import("node:http").ServerResponse & { [FETCHED]?: () => void, [CAPTURED]?: boolean }} MarkedResponse
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {import("./variant.mjs").Variant} Variant
 * @typedef {{ hits: number, stale: number, misses: number, stored: number }} Stats
 */

/**
 * Marks a response whose answer capture() watches: its waiters are released once it is kept.
 * @param {MarkedResponse} res
 */
export function markCaptured(res) {
  res[CAPTURED] = true;
}

/**
 * Lets the requests waiting on this one look again (its answer is kept, or found not keepable).
 * @param {MarkedResponse} res
 */
export function releaseWaiters(res) {
  res[FETCHED]?.();
}

/**
 * Sends a variant with the headers of its verdict: the coding the client accepts (a variant that was
 * not compressed has its identity body only), that coding's ETag, 304 when the client has it.
 * `keepIdentity` is called once a variant kept in its codings only has its identity body again.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {Variant} variant
 * @param {import("./variant.mjs").HeaderList} headers
 * @param {(variant: Variant) => void} keepIdentity
 */
export function send(req, res, variant, headers, keepIdentity) {
  for (let i = 0; i < headers.length; i++) {
    const header = /** @type {[string, string | string[]]} */ (headers[i]);
    res.setHeader(header[0], header[1]);
  }
  const coding = variant.bodies.br ? pickCoding(req.headers["accept-encoding"]) : "identity";
  res.setHeader("ETag", variant.tags[coding]);
  if (req.headers["if-none-match"] && matchesEtag(req.headers["if-none-match"], variant.tags[coding])) {
    res.writeHead(304).end();
    return;
  }
  if (coding !== "identity") res.setHeader("Content-Encoding", coding);
  res.setHeader("Content-Length", coding === "identity" ? variant.length : /** @type {Buffer} */ (variant.bodies[coding]).length);
  if (req.method === "HEAD") return void res.writeHead(200).end();
  if (coding === "identity" && !variant.bodies.identity) {
    variant.bodies = { ...variant.bodies, identity: zlib.gunzipSync(/** @type {Buffer} */ (variant.bodies.gzip)) };
    keepIdentity(variant);
  }
  res.writeHead(200).end(variant.bodies[coding]);
}

/**
 * @param {{
 *   store: ReturnType<typeof import("./store.mjs").createStore>,
 *   hosts: ReturnType<typeof import("./keys.mjs").siteHosts>,
 *   stats: Stats,
 *   assets: (pathname: string) => Promise<import("../encoded.mjs").EncodedBody | null>,
 *   assetHeaders: { key: string, value: string }[],
 *   refresh: (url: string, headers: Record<string, string>) => unknown,
 *   refreshToken: string,
 * }} options
 */
export function createServe({ store, hosts, stats, assets, assetHeaders, refresh, refreshToken }) {
  const { siteHost, mainHost } = hosts;
  // Stale answers being refreshed, so a burst of requests does the work once.
  const refreshing = new Set();
  // Addresses being fetched from Next for the cache, each with the promise its waiters wait on.
  /** @type {Map<string, Promise<unknown>>} */
  const fetching = new Map();
  let bestRunning = 0;
  /** @type {(() => void)[]} */
  const bestWaiting = [];

  /**
   * Answers a request from memory if it can, waiting for another request that is fetching the same
   * address. Answers a hit at once (true); otherwise resolves true when it answered after waiting (or
   * its client left meanwhile), false to leave the request to Next (call capture()).
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @returns {true | Promise<boolean>}
   */
  function serve(req, res) {
    const url = String(req.url);
    if (url.startsWith(ASSETS)) return serveAsset(req, res, url);
    let refresh = false;
    if (REFRESH_HEADER in req.headers) {
      refresh = req.headers[REFRESH_HEADER] === refreshToken;
      delete req.headers[REFRESH_HEADER];
    }
    if (refresh || !applies(req)) return Promise.resolve(false);
    const key = requestKey(req);
    if (answer(req, res, key)) return true;
    // A made-up Host is answered from the site's own entries (no page reads the Host: absolute
    // addresses come from SITE_URL), so a flood of them costs hits, but it never fetches or makes one.
    return siteHost(req.headers) === null ? Promise.resolve(false) : collapse(req, res, key);
  }

  /** @param {IncomingMessage} req @param {ServerResponse} res @param {string} url */
  async function serveAsset(req, res, url) {
    const asset = req.method === "GET" || req.method === "HEAD" ? await assets(url.split("?", 1)[0] ?? "").catch(() => null) : null;
    if (!asset) return false;
    sendEncoded(req, res, asset, assetHeaders);
    return true;
  }

  /** @param {IncomingMessage} req @param {MarkedResponse} res @param {string} key */
  async function collapse(req, res, key) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const waiting = fetching.get(key);
      if (!waiting) break;
      await Promise.race([waiting, new Promise((resolve) => setTimeout(resolve, COLLAPSE_WAIT_MS).unref())]);
      // A client that left while it waited is neither answered nor fetched for: its response's `close`
      // has come and gone, so a fetch it started would never release the requests waiting on it.
      if (res.destroyed || res.closed) return true;
      if (answer(req, res, key)) return true;
    }
    // This request fetches the address for the others (a GET only: capture() keeps what it gets).
    if (req.method === "GET" && !store.passes(key) && !fetching.has(key)) {
      let done = () => {};
      fetching.set(key, new Promise((/** @type {(value?: unknown) => void} */ resolve) => (done = resolve)));
      const release = () => {
        fetching.delete(key);
        done();
      };
      res[FETCHED] = release;
      // A captured answer releases its waiters once it is kept (capture()); any other end, at once.
      res.once("close", () => {
        if (!res[CAPTURED] || !res.writableFinished) release();
      });
    }
    stats.misses++;
    res.setHeader("X-Cache", "MISS");
    return false;
  }

  // Sends the stored variant that matches the request, if one is fresh or may be served stale.
  /** @param {IncomingMessage} req @param {ServerResponse} res @param {string} key */
  function answer(req, res, key) {
    const variants = store.get(key);
    if (!variants) return false;
    const host = siteHost(req.headers) ?? mainHost;
    for (const variant of variants) {
      if (variant.vary !== varyKey(variant.varyNames, req.headers, host)) continue;
      const { stale, headers } = verdict(variant);
      if (!headers) continue;
      if (stale) {
        stats.stale++;
        startRefresh(variant);
      } else stats.hits++;
      if (!variant.best) compressBest(variant);
      send(req, res, variant, headers, store.recount);
      return true;
    }
    return false;
  }

  // Asks the server again for a stale variant, with the request headers it varies on and nothing else.
  /** @param {Variant} variant */
  function startRefresh(variant) {
    const id = `${variant.request.url} ${variant.vary}`;
    if (refreshing.has(id)) return;
    refreshing.add(id);
    Promise.resolve(refresh(variant.request.url, { ...variant.request.headers, "accept-encoding": "identity", [REFRESH_HEADER]: refreshToken }))
      .catch(() => undefined)
      .finally(() => refreshing.delete(id));
  }

  // Replaces an answer's quick copies with the smallest ones, once it has been asked for again.
  /** @param {Variant} variant */
  function compressBest(variant) {
    if (variant.upgrading) return;
    if (bestRunning >= MAX_BEST_RUNNING && bestWaiting.length >= MAX_BEST_WAITING) return;
    variant.upgrading = true;
    const run = async () => {
      bestRunning++;
      try {
        const { identity } = variant.bodies;
        variant.bodies = { ...(identity && { identity }), ...(await compressOnce(identity ?? (await gunzip(/** @type {Buffer} */ (variant.bodies.gzip))))) };
        variant.best = true;
        store.recount(variant);
      } catch {
        // kept with its quick copies
      } finally {
        variant.upgrading = false;
        bestRunning--;
        bestWaiting.shift()?.();
      }
    };
    if (bestRunning < MAX_BEST_RUNNING) void run();
    else bestWaiting.push(() => void run());
  }

  return { serve };
}
