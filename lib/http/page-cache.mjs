// Everything server.mjs answers from memory: the build's assets (/_next/static/, compressed at build
// time: lib/http/static-assets.mjs), and a shared HTTP cache in front of Next: what a page's own headers let a shared
// cache keep (s-maxage, public; never private, no-store, Set-Cookie or a request with
// Authorization) is kept in memory, compressed once (brotli 11 and gzip 9), and answered from there
// with its ETag (304 on If-None-Match) until it goes stale; a stale answer is still served while
// one request refreshes it in the background (stale-while-revalidate). The HTTP rules (freshness,
// Vary, revalidation) are http-cache-semantics', the memory bound lru-cache's. Plain JavaScript:
// server.mjs runs on Node without a build step.
//
// A burst of requests for an address not yet kept costs one render: the first goes to Next, the
// others wait for its answer (request collapsing). An address whose answer could not be kept (a 404,
// a private page) is not waited on for a while, so its requests never queue behind each other.
import CachePolicy from "http-cache-semantics";
import { LRUCache } from "lru-cache";
import { compressOnce, matchesEtag, pickCoding, sendEncoded, strongEtag } from "./encoded.mjs";

// Query parameters that only say where a visitor came from: a page is the same without them, so an
// ad campaign's thousands of distinct links share one entry.
const TRACKING = /^(utm_[a-z]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|twclid|li_fat_id|mc_cid|mc_eid|_ga|_gl)$/i;
// Paths that are never shared: the workspace, sign-in, and the lead forms (POST only, answered directly).
const PRIVATE = /^\/(staff(\/|$)|api\/auth\/)/;
// Text worth compressing; images are stored as they are.
const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|javascript)|image\/svg\+xml)/;
// Headers of the stored answer that are the cache's (or each request's: its id) to set when it sends one.
const OWN_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "etag", "connection", "keep-alive", "x-cache", "x-request-id"]);
// A body larger than this is sent, not kept.
const MAX_ENTRY_BYTES = 4 * 1024 * 1024;
// Brotli at quality 11 holds tens of MB while it works: two bodies at a time at most.
const MAX_COMPRESSIONS = 2;
// How long a request waits for another that is fetching the same address, and how long an address
// whose answer could not be kept is fetched without waiting.
const COLLAPSE_WAIT_MS = 5_000;
const PASS_MS = 10_000;

// Where the build's assets are served from.
const ASSETS = "/_next/static/";

export const REFRESH_HEADER = "x-torque-cache-refresh";
// Set on a response whose request fetches an address for the requests waiting on it.
const FETCHED = Symbol("page-cache.fetched");

/**
 * @param {{
 *   assets?: (pathname: string) => Promise<import("./encoded.mjs").EncodedBody | null>,
 *   assetHeaders?: { key: string, value: string }[],
 *   maxBytes: number,
 *   refresh: (url: string, headers: Record<string, string>) => unknown,
 * }} options `assets` finds a build asset and `assetHeaders` go with it (the site's security
 *   headers); `refresh` asks the server for a fresh copy of a stale answer (a request that bypasses
 *   the cache).
 */
export function createPageCache({ assets = async () => null, assetHeaders = [], maxBytes, refresh }) {
  /**
   * Each address's variants: the answer for each set of values of the headers it varies on.
   * @typedef {{ policy: CachePolicy, request: { url: string, method: string, headers: Record<string, string | string[] | undefined> }, varyNames: string[], vary: string, etag: string, bodies: { identity: Buffer, br?: Buffer, gzip?: Buffer }, bytes: number, verdict: { until: number, stale?: boolean, headers?: [string, string | string[]][] | null } }} Variant
   * @type {LRUCache<string, Variant[]>}
   */
  const entries = new LRUCache({ maxSize: Math.max(1, maxBytes), sizeCalculation: (variants) => Math.max(1, variants.reduce((n, v) => n + v.bytes, 0)) });
  // Answers being compressed or refreshed, so a burst of requests does the work once.
  const busy = new Set();
  // Addresses being fetched from Next for the cache, each with the promise its waiters wait on.
  const fetching = new Map();
  // Addresses whose last answer could not be kept (hit-for-pass, as Varnish calls it).
  const passes = new LRUCache({ max: 10_000, ttl: PASS_MS });
  const stats = { hits: 0, stale: 0, misses: 0, stored: 0 };
  let compressing = 0;
  const compressQueue = [];

  async function compressLimited(bytes) {
    while (compressing >= MAX_COMPRESSIONS) await new Promise((resolve) => compressQueue.push(resolve));
    compressing++;
    try {
      return await compressOnce(bytes);
    } finally {
      compressing--;
      compressQueue.shift()?.();
    }
  }

  // The URL an entry is kept under: the path, and the query without tracking parameters, sorted.
  function keyOf(url) {
    const at = url.indexOf("?");
    if (at === -1) return url;
    const params = new URLSearchParams(url.slice(at + 1));
    const kept = [...params].filter(([name]) => !TRACKING.test(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return kept.length ? `${url.slice(0, at)}?${new URLSearchParams(kept)}` : url.slice(0, at);
  }

  // The request as the cache compares it: every encoding is kept, so Accept-Encoding never splits an
  // entry; conditional headers are answered by the cache itself; and, as CDNs do, a browser's reload
  // (Cache-Control: no-cache, max-age=0) does not reach past the cache: every visitor gets the same
  // bytes until they go stale, whatever a client asks.
  function asCacheRequest(req) {
    const headers = { ...req.headers };
    for (const name of ["accept-encoding", "if-none-match", "if-modified-since", "cache-control", "pragma", REFRESH_HEADER]) delete headers[name];
    return { url: keyOf(String(req.url)), method: "GET", headers };
  }

  // The request headers an answer varies on (its Vary), but Accept-Encoding: every encoding is kept.
  function varyNames(policy) {
    return String(policy.responseHeaders()["vary"] ?? "")
      .toLowerCase()
      .split(",")
      .map((h) => h.trim())
      .filter((h) => h && h !== "accept-encoding");
  }

  // The values of those headers in a request, which tell an address's variants apart, and its host
  // (an answer is for the host it was asked of).
  function varyKey(names, headers) {
    let key = `${headers.host}\n`;
    for (const name of names) key += `${headers[name] ?? "\u0000"}\n`;
    return key;
  }

  // A request with credentials of its own is never answered from, nor stored in, the shared cache.
  const applies = (req) => (req.method === "GET" || req.method === "HEAD") && !PRIVATE.test(String(req.url)) && !req.headers.authorization;

  /**
   * Answers a request from memory if it can, waiting for another request that is fetching the same
   * address. Answers a hit at once (true); otherwise resolves true when it answered after waiting,
   * false to leave the request to Next (call capture()).
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @returns {true | Promise<boolean>}
   */
  function serve(req, res) {
    const url = String(req.url);
    if (url.startsWith(ASSETS)) return serveAsset(req, res, url);
    if (!applies(req) || req.headers[REFRESH_HEADER]) return Promise.resolve(false);
    const key = keyOf(url);
    return answer(req, res, key) || collapse(req, res, key);
  }

  async function serveAsset(req, res, url) {
    const asset = req.method === "GET" || req.method === "HEAD" ? await assets(decodeURIComponent(url.split("?", 1)[0])).catch(() => null) : null;
    if (!asset) return false;
    sendEncoded(req, res, asset, assetHeaders);
    return true;
  }

  async function collapse(req, res, key) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const waiting = fetching.get(key);
      if (!waiting) break;
      await Promise.race([waiting, new Promise((resolve) => setTimeout(resolve, COLLAPSE_WAIT_MS).unref())]);
      if (answer(req, res, key)) return true;
    }
    // This request fetches the address for the others (a GET only: capture() keeps what it gets).
    if (req.method === "GET" && !passes.has(key) && !fetching.has(key)) {
      let done = () => {};
      fetching.set(key, new Promise((resolve) => (done = resolve)));
      const release = () => {
        fetching.delete(key);
        done();
      };
      res[FETCHED] = release;
      res.once("close", release);
    }
    stats.misses++;
    res.setHeader("X-Cache", "MISS");
    return false;
  }

  // Sends the stored variant that matches the request, if one is fresh or may be served stale.
  function answer(req, res, key) {
    const variants = entries.get(key);
    if (!variants) return false;
    for (const variant of variants) {
      if (variant.vary !== varyKey(variant.varyNames, req.headers)) continue;
      const { stale, headers } = verdict(variant);
      if (!headers) continue;
      if (stale) {
        stats.stale++;
        startRefresh(variant);
      } else stats.hits++;
      send(req, res, variant, headers);
      return true;
    }
    return false;
  }

  // http-cache-semantics' verdict on a variant (fresh, stale but usable while it is refreshed, or
  // unusable) and the headers to answer with, worked out at most once a second: the request it is
  // asked about is the one that stored it, as every request that reaches it matches it on its URL,
  // host and Vary headers, and the request's own Cache-Control is ignored; Age counts whole seconds.
  function verdict(variant) {
    const now = Date.now();
    if (now < variant.verdict.until) return variant.verdict;
    const { response, revalidation } = variant.policy.evaluateRequest(variant.request);
    const stale = Boolean(revalidation);
    /** @type {[string, string | string[]][] | null} */
    let headers = null;
    if (response) {
      headers = Object.entries(response.headers).filter(([name]) => !OWN_HEADERS.has(name));
      headers.push(["ETag", variant.etag], ["X-Cache", stale ? "STALE" : "HIT"]);
    }
    variant.verdict = { until: now + 1000, stale, headers };
    return variant.verdict;
  }

  function startRefresh(variant) {
    const id = `${variant.request.url} ${variant.vary}`;
    if (busy.has(id)) return;
    busy.add(id);
    const headers = Object.fromEntries(Object.entries(variant.request.headers).filter(([, v]) => typeof v === "string"));
    Promise.resolve(refresh(variant.request.url, { ...headers, "accept-encoding": "identity", [REFRESH_HEADER]: "1" }))
      .catch(() => undefined)
      .finally(() => busy.delete(id));
  }

  function send(req, res, variant, headers) {
    for (let i = 0; i < headers.length; i++) res.setHeader(headers[i][0], headers[i][1]);
    if (req.headers["if-none-match"] && matchesEtag(req.headers["if-none-match"], variant.etag)) {
      res.writeHead(304).end();
      return;
    }
    const coding = variant.bodies.br ? pickCoding(req.headers["accept-encoding"]) : "identity";
    const body = variant.bodies[coding];
    if (coding !== "identity") res.setHeader("Content-Encoding", coding);
    res.setHeader("Content-Length", body.length);
    res.writeHead(200).end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * Watches an answer Next is about to write, before it is compressed for the wire, and keeps it if
   * its headers allow. Call before the response is written.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  function capture(req, res) {
    if (req.method !== "GET" || !applies(req)) return;
    // Set before the answer's own headers: Node then merges headers given to writeHead into the ones
    // getHeaders() reports (without a header set first, it writes them straight out).
    res.setHeader("X-Cache", "MISS");
    const request = asCacheRequest(req);
    const chunks = [];
    let size = 0;
    const write = res.write;
    const end = res.end;
    const take = (chunk, encoding) => {
      if (chunk == null || size > MAX_ENTRY_BYTES) return;
      const buffer = typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8") : Buffer.from(chunk);
      size += buffer.length;
      chunks.push(buffer);
    };
    res.write = function (chunk, encoding, callback) {
      take(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    res.end = function (chunk, encoding, callback) {
      if (typeof chunk !== "function") take(chunk, encoding);
      return end.call(this, chunk, encoding, callback);
    };
    res.once("finish", () => {
      const kept = size > MAX_ENTRY_BYTES ? Promise.resolve() : keep(request, res.statusCode, res.getHeaders(), Buffer.concat(chunks));
      // The requests waiting for this one look again once its answer is kept (or found not keepable).
      void kept.finally(() => res[FETCHED]?.());
    });
  }

  async function keep(request, status, rawHeaders, identity) {
    const headers = Object.fromEntries(Object.entries(rawHeaders).filter(([name]) => !OWN_HEADERS.has(name)));
    // Only a complete 200 whose own headers say a shared cache may keep it, and no Set-Cookie. Next's
    // own stale copy (served while it regenerates the page) is not kept: the next request asks again.
    const cacheControl = String(headers["cache-control"] ?? "");
    const policy =
      status === 200 && !headers["set-cookie"] && headers["x-nextjs-cache"] !== "STALE" && /(s-maxage|public|max-age)/.test(cacheControl)
        ? new CachePolicy(request, { status, headers }, { shared: true })
        : null;
    if (!policy?.storable() || policy.timeToLive() <= 0) {
      passes.set(request.url, true);
      return;
    }
    passes.delete(request.url);
    const names = varyNames(policy);
    const vary = varyKey(names, request.headers);
    const id = `${request.url} ${vary} store`;
    if (busy.has(id)) return;
    busy.add(id);
    try {
      // The answer's own ETag when it has one (a client that saw it from Next gets its 304 here too).
      const etag = typeof rawHeaders.etag === "string" && /^"[^"]+"$/.test(rawHeaders.etag) ? rawHeaders.etag : strongEtag(identity);
      const variant = { policy, request, varyNames: names, vary, etag, bodies: { identity }, bytes: identity.length + 2048, verdict: { until: 0 } };
      const replacing = (entries.get(request.url) ?? []).some((v) => v.vary === vary);
      const compressible = COMPRESSIBLE.test(String(rawHeaders["content-type"] ?? "")) && identity.length > 1024;
      // A first answer is served at once, uncompressed until its compressed forms are ready; a
      // refreshed one replaces the old only once it is compressed.
      if (!replacing || !compressible) put(request.url, variant);
      if (compressible) {
        variant.bodies = { identity, ...(await compressLimited(identity)) };
        variant.bytes = Object.values(variant.bodies).reduce((n, b) => n + b.length, 0) + 2048;
        put(request.url, variant);
      }
      stats.stored++;
    } finally {
      busy.delete(id);
    }
  }

  // Keeps a variant, replacing the one with the same Vary values and keeping the others (RSC,
  // prefetch segments ...); the entry's size is counted again.
  function put(url, variant) {
    const others = (entries.get(url) ?? []).filter((v) => v.vary !== variant.vary);
    entries.set(url, [...others, variant]);
  }

  return { serve, capture, stats, bytes: () => entries.calculatedSize, keyOf };
}
