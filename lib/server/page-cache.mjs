// Everything server.mjs answers from memory: the build's assets (/_next/static/, compressed at build
// time: lib/server/static-assets.mjs), and a shared HTTP cache in front of Next: what a page's own
// headers let a shared cache keep (s-maxage, public; never private, no-store, Set-Cookie or a request
// with Authorization) is kept in memory, compressed, and answered from there with an ETag per coding
// (304 on If-None-Match) until it goes stale; a stale answer is still served while one request
// refreshes it in the background (stale-while-revalidate). The HTTP rules (freshness, Vary,
// revalidation) are http-cache-semantics', the memory bound lru-cache's.
//
// A burst of requests for an address not yet kept costs one render: the first goes to Next, the
// others wait for its answer (request collapsing). An address whose answer could not be kept (a 404,
// a private page) is not waited on for a while, so its requests never queue behind each other.
//
// What a client controls cannot grow it: an entry's key is the path (made canonical by server.mjs
// before it gets here) and the few query parameters a page reads; only the site's own host names
// make entries (another Host is answered from the main host's); an entry keeps the request headers
// its Vary names and nothing else of the visitor's (no cookies, addresses or request id), and counts
// them with its bodies; an address has a bounded number of variants.
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import CachePolicy from "http-cache-semantics";
import { LRUCache } from "lru-cache";
import { codingEtag, compressOnce, compressQuick, matchesEtag, pickCoding, sendEncoded, strongEtag, uncodedEtag } from "./encoded.mjs";
import { isPrivatePath } from "./request-guard.mjs";

// The query parameters a kept answer depends on: Next's `_rsc` (an RSC request's cache-buster), on an
// RSC request only (`RSC: 1`), and /api/blog's `lang`. Any other parameter (a campaign's utm_*, a
// made-up one, `_rsc` on a request for the document) still reaches Next, which ignores it, but makes
// no entry of its own: each made-up `?_rsc=` on /pricing was a render and an entry.
const KEY_PARAMS = new Set(["_rsc", "lang"]);
const DOCUMENT_KEY_PARAMS = new Set(["lang"]);
// Text worth compressing; images are stored as they are.
const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|javascript)|image\/svg\+xml)/;
// Headers of the stored answer that are the cache's (or each request's: its id) to set when it sends one.
const OWN_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "etag", "connection", "keep-alive", "x-cache", "x-request-id"]);
// Request headers an entry never varies on: every encoding is kept; and a public page that read a
// cookie would be rendered per request and marked private by Next, so the one cookie that changes
// what / answers (the language choice) is answered before the cache (lib/server/language-home.mjs).
const NOT_VARIED = new Set(["accept-encoding", "cookie"]);
// A body larger than this is sent, not kept.
const MAX_ENTRY_BYTES = 4 * 1024 * 1024;
// What an entry holds besides its bodies and headers: the policy object, its bookkeeping.
const ENTRY_OVERHEAD = 2048;
// The variants of one address (document, RSC, prefetch segments): a client may send any value of a
// header a page varies on, and so could otherwise grow one address without end.
const MAX_VARIANTS = 16;
// Brotli 11 costs more CPU than rendering the page did: an answer is first kept with quick
// compression (lib/server/encoded.mjs), and compressed at the best levels once it is served again, two
// at a time; past this many waiting, an answer keeps its quick copies until a later hit. A compressed
// answer is kept in its codings only, a sixth of its size; the first client that accepts neither has
// the gzip copy unzipped, and that copy is kept from then on.
const MAX_BEST_RUNNING = 2;
const MAX_BEST_WAITING = 16;
// How long a request waits for another that is fetching the same address, and how long an address
// whose answer could not be kept is fetched without waiting.
const COLLAPSE_WAIT_MS = 5_000;
const PASS_MS = 10_000;

// Where the build's assets are served from.
const ASSETS = "/_next/static/";
// Uploaded images (/media/{hash}/...): immutable and up to a few hundred KB each, kept by browsers and
// any CDN for a year; kept here, a burst of them would evict the pages this cache is for.
const MEDIA = "/media/";
const gunzip = promisify(zlib.gunzip);

// A request that refreshes a stale answer bypasses the cache. It carries this process's secret, so a
// client sending the header gets no bypass (the header is dropped either way).
export const REFRESH_HEADER = "x-torque-cache-refresh";
// Set on a response whose request fetches an address for the requests waiting on it.
const FETCHED = Symbol("page-cache.fetched");
const CAPTURED = Symbol("page-cache.captured");

/**
 * A response the cache marks: the fetch it releases its waiters with, and whether it is captured.
 * @typedef {import("node:http").ServerResponse & { [FETCHED]?: () => void, [CAPTURED]?: boolean }} MarkedResponse
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 */

/**
 * @param {{
 *   assets?: (pathname: string) => Promise<import("./encoded.mjs").EncodedBody | null>,
 *   assetHeaders?: { key: string, value: string }[],
 *   maxBytes: number,
 *   hosts: Iterable<string>,
 *   refresh: (url: string, headers: Record<string, string>) => unknown,
 * }} options `assets` finds a build asset and `assetHeaders` go with it (the site's security
 *   headers); `hosts` are the host names (no port) whose answers are kept, the site's own;
 *   `refresh` asks the server for a fresh copy of a stale answer (a request that bypasses the cache).
 */
export function createPageCache({ assets = async () => null, assetHeaders = [], maxBytes, hosts, refresh }) {
  const siteHosts = new Set([...hosts].map((h) => h.toLowerCase()));
  // The site's main host (SITE_URL's), whose entries answer a Host the site does not know.
  const mainHost = siteHosts.values().next().value ?? "";
  // Each Host header value the site answers as, and its host name.
  const hostOf = new Map();
  const refreshToken = randomBytes(16).toString("hex");
  /**
   * Each address's variants: the answer for each set of values of the headers it varies on.
   * @typedef {{
   *   policy: CachePolicy,
   *   request: { url: string, method: string, headers: Record<string, string> },
   *   varyNames: string[],
   *   vary: string,
   *   tags: Record<import("./encoded.mjs").Coding, string>,
   *   bodies: { identity?: Buffer, br?: Buffer, gzip?: Buffer },
   *   length: number,
   *   best: boolean,
   *   upgrading: boolean,
   *   headerBytes: number,
   *   bytes: number,
   *   verdict: { until: number, stale?: boolean, headers?: [string, string | string[]][] | null },
   * }} Variant
   * @type {LRUCache<string, Variant[]>}
   */
  const entries = new LRUCache({
    maxSize: Math.max(1, maxBytes),
    sizeCalculation: (variants) =>
      Math.max(
        1,
        variants.reduce((n, v) => n + v.bytes, 0),
      ),
  });
  // Answers being stored or refreshed, so a burst of requests does the work once.
  const busy = new Set();
  // Addresses being fetched from Next for the cache, each with the promise its waiters wait on.
  const fetching = new Map();
  // Addresses whose last answer could not be kept (hit-for-pass, as Varnish calls it), bounded by the
  // length of their keys as well: a made-up path can be 16 KB long.
  /** @type {LRUCache<string, boolean>} */
  const passes = new LRUCache({ max: 10_000, maxSize: 4 * 1024 * 1024, sizeCalculation: (_, key) => key.length + 64, ttl: PASS_MS });
  const stats = { hits: 0, stale: 0, misses: 0, stored: 0 };
  // Each purged path's purge count: an answer whose render began before a purge of its path is not
  // kept, or a render of the old content racing a publish would put it back. Remembered for ten
  // minutes, far longer than a render (a slot is taken back after a minute), and bounded like the
  // passes: an operator's purge may name any path.
  /** @type {LRUCache<string, number>} */
  const generations = new LRUCache({ max: 10_000, maxSize: 4 * 1024 * 1024, sizeCalculation: (_, key) => key.length + 64, ttl: 10 * 60_000 });
  const generationOf = (/** @type {string} */ url) => generations.get(url.split("?", 1)[0] ?? "") ?? 0;
  let bestRunning = 0;
  /** @type {(() => void)[]} */
  const bestWaiting = [];

  // The host name a request was asked of (lower case, without its port), or null when it is not one
  // of the site's: a made-up Host must not make entries.
  /** @param {import("node:http").IncomingHttpHeaders} headers */
  function siteHost(headers) {
    const sent = String(headers.host ?? "");
    let host = hostOf.get(sent);
    if (host === undefined) {
      const name = sent.toLowerCase().replace(/:\d*$/, "");
      host = siteHosts.has(name) ? name : null;
      // Remembered for the site's own few Host values only: a made-up one is worked out each time.
      if (host !== null && hostOf.size < 64) hostOf.set(sent, host);
    }
    return host;
  }

  // The URL an entry is kept under: the path, and the parameters a page reads, sorted.
  /** @param {string} url @param {boolean} rsc whether the request is an RSC request (`RSC: 1`) */
  function keyOf(url, rsc = false) {
    const at = url.indexOf("?");
    if (at === -1) return url;
    const params = rsc ? KEY_PARAMS : DOCUMENT_KEY_PARAMS;
    const kept = [...new URLSearchParams(url.slice(at + 1))].filter(([name]) => params.has(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return kept.length ? `${url.slice(0, at)}?${new URLSearchParams(kept)}` : url.slice(0, at);
  }

  // The request headers an answer varies on (its Vary), less those it never varies on here.
  /** @param {unknown} vary */
  function varyNames(vary) {
    return String(vary ?? "")
      .toLowerCase()
      .split(",")
      .map((h) => h.trim())
      .filter((h) => h && !NOT_VARIED.has(h));
  }

  // The values of those headers in a request, which tell an address's variants apart, and its host.
  /**
   * @param {string[]} names
   * @param {Record<string, string | string[] | undefined>} headers
   * @param {string | null} host
   */
  function varyKey(names, headers, host) {
    let key = `${host}\n`;
    for (const name of names) key += `${headers[name] ?? "\u0000"}\n`;
    return key;
  }

  const isRsc = (/** @type {IncomingMessage} */ req) => req.headers.rsc === "1";

  // A request with credentials of its own is never answered from, nor stored in, the shared cache.
  const applies = (/** @type {IncomingMessage} */ req) => {
    const pathname = String(req.url).split("?", 1)[0] ?? "";
    return (req.method === "GET" || req.method === "HEAD") && !isPrivatePath(pathname) && !pathname.startsWith(MEDIA) && !req.headers.authorization;
  };

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
    let refreshing = false;
    if (REFRESH_HEADER in req.headers) {
      refreshing = req.headers[REFRESH_HEADER] === refreshToken;
      delete req.headers[REFRESH_HEADER];
    }
    if (refreshing || !applies(req)) return Promise.resolve(false);
    const key = keyOf(url, isRsc(req));
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
    if (req.method === "GET" && !passes.has(key) && !fetching.has(key)) {
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
    const variants = entries.get(key);
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
      if (!variant.best) compressBest(key, variant);
      send(req, res, variant, headers);
      return true;
    }
    return false;
  }

  // http-cache-semantics' verdict on a variant (fresh, stale but usable while it is refreshed, or
  // unusable) and the headers to answer with, worked out at most once a second: the request it is
  // asked about is the one that stored it, as every request that reaches it matches it on its URL,
  // host and Vary headers, and the request's own Cache-Control is ignored; Age counts whole seconds.
  /** @param {Variant} variant */
  function verdict(variant) {
    const now = Date.now();
    if (now < variant.verdict.until) return variant.verdict;
    const { response, revalidation } = variant.policy.evaluateRequest(variant.request);
    const stale = Boolean(revalidation);
    /** @type {[string, string | string[]][] | null} */
    let headers = null;
    if (response) {
      // Every value is set: http-cache-semantics copies the stored answer's headers.
      headers = /** @type {[string, string | string[]][]} */ (Object.entries(response.headers).filter(([name]) => !OWN_HEADERS.has(name)));
      headers.push(["X-Cache", stale ? "STALE" : "HIT"]);
    }
    variant.verdict = { until: now + 1000, stale, headers };
    return variant.verdict;
  }

  // Asks the server again for a stale variant, with the request headers it varies on and nothing else.
  /** @param {Variant} variant */
  function startRefresh(variant) {
    const id = `${variant.request.url} ${variant.vary}`;
    if (busy.has(id)) return;
    busy.add(id);
    Promise.resolve(refresh(variant.request.url, { ...variant.request.headers, "accept-encoding": "identity", [REFRESH_HEADER]: refreshToken }))
      .catch(() => undefined)
      .finally(() => busy.delete(id));
  }

  // The identity body of a variant kept in its codings only, kept from now on (and counted).
  /** @param {Variant} variant */
  function keepIdentity(variant) {
    variant.bodies = { ...variant.bodies, identity: zlib.gunzipSync(/** @type {Buffer} */ (variant.bodies.gzip)) };
    variant.bytes = sizeOf(variant);
    const current = entries.peek(variant.request.url);
    if (current?.includes(variant)) entries.set(variant.request.url, [...current]);
  }

  // Replaces an answer's quick copies with the smallest ones, once it has been asked for again.
  /** @param {string} key @param {Variant} variant */
  function compressBest(key, variant) {
    if (variant.upgrading) return;
    if (bestRunning >= MAX_BEST_RUNNING && bestWaiting.length >= MAX_BEST_WAITING) return;
    variant.upgrading = true;
    const run = async () => {
      bestRunning++;
      try {
        const { identity } = variant.bodies;
        variant.bodies = { ...(identity && { identity }), ...(await compressOnce(identity ?? (await gunzip(/** @type {Buffer} */ (variant.bodies.gzip))))) };
        variant.best = true;
        const current = entries.peek(key);
        // Counted again if it is still kept (a refresh may have replaced it meanwhile).
        if (current?.includes(variant)) {
          variant.bytes = sizeOf(variant);
          entries.set(key, [...current]);
        }
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

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {Variant} variant
   * @param {[string, string | string[]][]} headers
   */
  function send(req, res, variant, headers) {
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
    if (coding === "identity" && !variant.bodies.identity) keepIdentity(variant);
    res.writeHead(200).end(variant.bodies[coding]);
  }

  /**
   * Watches an answer Next is about to write, before it is compressed for the wire, and keeps it if
   * its headers allow. Call before the response is written.
   * @param {IncomingMessage} req
   * @param {MarkedResponse} res
   */
  function capture(req, res) {
    const host = siteHost(req.headers);
    if (req.method !== "GET" || !applies(req) || host === null) return;
    // Set before the answer's own headers: Node then merges headers given to writeHead into the ones
    // getHeaders() reports (without a header set first, it writes them straight out).
    res.setHeader("X-Cache", "MISS");
    res[CAPTURED] = true;
    const url = keyOf(String(req.url), isRsc(req));
    const generation = generationOf(url);
    // As the client sent them: Next removes its router headers (rsc ...) from the request as it renders.
    const requestHeaders = { ...req.headers };
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    const write = res.write;
    const end = res.end;
    /** @param {unknown} chunk @param {unknown} encoding */
    const take = (chunk, encoding) => {
      if (chunk == null || size > MAX_ENTRY_BYTES) return;
      const buffer =
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? /** @type {BufferEncoding} */ (encoding) : "utf8")
          : Buffer.from(/** @type {Uint8Array} */ (chunk));
      size += buffer.length;
      chunks.push(buffer);
    };
    res.write = /** @type {typeof res.write} */ (
      function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
        take(chunk, encoding);
        return write.call(this, chunk, encoding, callback);
      }
    );
    res.end = /** @type {typeof res.end} */ (
      function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
        if (typeof chunk !== "function") take(chunk, encoding);
        return end.call(this, chunk, encoding, callback);
      }
    );
    res.once("finish", () => {
      const headers = res.getHeaders();
      // The answer's own tag: compressed on the fly, it went out with its coding appended.
      const etag = typeof headers.etag === "string" ? uncodedEtag(headers.etag, headers["content-encoding"]) : null;
      const kept =
        size > MAX_ENTRY_BYTES ? Promise.resolve() : keep(url, generation, host, requestHeaders, res.statusCode, headers, etag, Buffer.concat(chunks));
      // The requests waiting for this one look again once its answer is kept (or found not keepable).
      void kept.finally(() => res[FETCHED]?.());
    });
  }

  /**
   * @param {string} url
   * @param {number} generation its path's purge count when its render began
   * @param {string} host
   * @param {import("node:http").IncomingHttpHeaders} requestHeaders
   * @param {number} status
   * @param {import("node:http").OutgoingHttpHeaders} rawHeaders
   * @param {unknown} ownEtag
   * @param {Buffer} identity
   */
  async function keep(url, generation, host, requestHeaders, status, rawHeaders, ownEtag, identity) {
    // Content-Length, the one header Node keeps as a number, is the cache's own.
    const headers = /** @type {CachePolicy.Headers} */ (Object.fromEntries(Object.entries(rawHeaders).filter(([name]) => !OWN_HEADERS.has(name))));
    const names = varyNames(headers.vary);
    // The request as the cache compares it: its host and the headers the answer varies on, nothing
    // else. Conditional headers are answered by the cache itself and, as CDNs do, a browser's reload
    // (Cache-Control: no-cache) does not reach past the cache.
    /** @type {Record<string, string>} */
    const varied = { host };
    for (const name of names) if (typeof requestHeaders[name] === "string") varied[name] = requestHeaders[name];
    const request = { url, method: "GET", headers: varied };
    // Only a complete 200 whose own headers say a shared cache may keep it, and no Set-Cookie. Next's
    // own stale copy (served while it regenerates the page) is not kept: the next request asks again.
    const cacheControl = String(headers["cache-control"] ?? "");
    const policy =
      status === 200 &&
      !headers["set-cookie"] &&
      !names.includes("*") &&
      headers["x-nextjs-cache"] !== "STALE" &&
      /(s-maxage|public|max-age)/.test(cacheControl)
        ? new CachePolicy(request, { status, headers }, { shared: true })
        : null;
    if (!policy?.storable() || policy.timeToLive() <= 0) {
      passes.set(url, true);
      return;
    }
    passes.delete(url);
    const vary = varyKey(names, varied, host);
    const id = `${url} ${vary} store`;
    if (busy.has(id)) return;
    busy.add(id);
    try {
      // The answer's own ETag when it has one (a client that saw it from Next gets its 304 here too).
      const etag = typeof ownEtag === "string" && /^"[^"]+"$/.test(ownEtag) ? ownEtag : strongEtag(identity);
      const compressible = COMPRESSIBLE.test(String(rawHeaders["content-type"] ?? "")) && identity.length > 1024;
      // Compressed before it is kept: a visitor who accepts a coding gets one from the first hit on.
      const bodies = compressible ? await compressQuick(identity) : { identity };
      const headerBytes = 2 * JSON.stringify(varied).length + 4 * JSON.stringify(headers).length;
      const tags = { identity: etag, br: codingEtag(etag, "br"), gzip: codingEtag(etag, "gzip") };
      /** @type {Variant} */
      const variant = {
        policy,
        request,
        varyNames: names,
        vary,
        tags,
        bodies,
        length: identity.length,
        best: !compressible,
        upgrading: false,
        headerBytes,
        bytes: 0,
        verdict: { until: 0 },
      };
      variant.bytes = sizeOf(variant);
      if (generationOf(url) !== generation) return;
      put(url, variant);
      stats.stored++;
    } finally {
      busy.delete(id);
    }
  }

  // What a variant holds: its bodies, the headers it keeps (the policy's, and the verdict's copy),
  // and its bookkeeping.
  /** @param {Variant} variant */
  function sizeOf(variant) {
    return Object.values(variant.bodies).reduce((n, b) => n + b.length, 0) + variant.headerBytes + ENTRY_OVERHEAD;
  }

  // Keeps a variant, replacing the one with the same Vary values and keeping the others (RSC,
  // prefetch segments ...) up to MAX_VARIANTS, the oldest dropped first; the entry's size is counted again.
  /** @param {string} url @param {Variant} variant */
  function put(url, variant) {
    const others = (entries.peek(url) ?? []).filter((v) => v.vary !== variant.vary);
    entries.set(url, [...others.slice(-(MAX_VARIANTS - 1)), variant]);
  }

  /**
   * Forgets what is kept for these paths (every variant, and every query of each: the document and
   * its ?_rsc= answers), so the next request renders them again; a render in progress is not kept.
   * @param {string[]} paths canonical paths, without a query
   * @returns {number} the entries dropped
   */
  function purge(paths) {
    const wanted = new Set(paths);
    let dropped = 0;
    for (const key of [...entries.keys()]) {
      const at = key.indexOf("?");
      if (!wanted.has(at === -1 ? key : key.slice(0, at))) continue;
      entries.delete(key);
      dropped++;
    }
    for (const path of wanted) {
      passes.delete(path);
      generations.set(path, (generations.get(path) ?? 0) + 1);
    }
    return dropped;
  }

  return { serve, capture, purge, stats, bytes: () => entries.calculatedSize, keyOf };
}
