// The production server: Next.js behind a plain Node HTTP server, which
// - answers its operators: /healthz, /readyz, /metrics (lib/server/health.mjs); gives each request an
//   id, one log line and its metrics (lib/server/requests.mjs); stops without dropping a request on
//   SIGTERM or SIGINT (lib/server/shutdown.mjs);
// - sets the client address (lib/server/client-address.mjs): Next passes a client's own
//   X-Forwarded-For header through untouched, so the header is replaced with the one address that
//   can be trusted;
// - refuses requests Next would answer with a 500 or a foreign redirect, and bodies over their path's
//   limit before reading them (lib/server/request-guard.mjs); redirects every other spelling of a path
//   to its canonical one, and / to /fr for a visitor who chose French (lib/server/language-home.mjs);
// - answers the lead forms' POSTs with their route handlers directly (lib/server/direct-routes.mjs);
// - closes connections that trickle their headers or body (slow-loris), and reads a body whole before
//   its request may wait for Next (lib/server/body.mjs);
// - answers from memory: build assets from copies compressed at build time, and every answer a shared
//   cache may keep, compressed once (lib/server/page-cache/);
// - lets a bounded number of requests into Next at once (lib/server/render-slots.mjs), in lanes that
//   never wait for each other: the visitors', the workspace's changes, and the server's own requests to
//   itself (lib/server/internal-requests.mjs);
// - compresses the rest on the fly, in bounded memory (lib/server/compress.mjs; Next's gzip is off).
// This folder is plain JavaScript, so Node runs it without a build step; tsc checks it from its JSDoc
// (tsconfig checkJs). What Next's bundle shares with it goes through one bridge (bridge.mjs).
import fs from "node:fs";
import http, { createServer } from "node:http";
import path from "node:path";
import next from "next";
import { clientAddress } from "./client-address.mjs";
import { ALLOWED_METHODS, canonicalTarget, dropInternalHeaders, isPrivatePath, refuseBody, refuseRequest } from "./request-guard.mjs";
import { directRoutes, serveDirect } from "./direct-routes.mjs";
import { EVENT_PATH, serveEvents } from "./collector.mjs";
import { chosenHome } from "./language-home.mjs";
import { compressOnTheFly } from "./compress.mjs";
import { createPageCache } from "./page-cache/index.mjs";
import { isStuck, renderSlots } from "./render-slots.mjs";
import { internalHeaders, takeInternal } from "./internal-requests.mjs";
import { bodyReader } from "./body.mjs";
import { staticAssets } from "./static-assets.mjs";
import { createWarmer, sitemapPaths } from "./warm.mjs";
import { REVALIDATE_HEADER, REVALIDATE_PATH, revalidationSecret, setContentApplier } from "./content-events.mjs";
import { answerOps, isDraining, OPS_PATHS, setPurge, setRenderCheck } from "./health.mjs";
import { captureConsole, logger } from "./log.mjs";
import { metrics } from "./metrics.mjs";
import { observe, routePatterns } from "./requests.mjs";
import { stopOnSignals } from "./shutdown.mjs";

captureConsole();
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? "0.0.0.0";
const distDir = path.join(import.meta.dirname, "../../.next");
const buildFile = (/** @type {string} */ name) => JSON.parse(fs.readFileSync(path.join(distDir, name), "utf8"));
// The configuration the build resolved, as Next's standalone server reads it: next.config.ts is not
// loaded again, so neither is the SWC compiler it would need (26 MB resident, two threads).
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(buildFile("required-server-files.json").config);
const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

// The security headers next.config.ts gives every page, for the answers written here.
/**
 * @typedef {{ key: string, value: string }} Header
 * @type {{ headers: { source: string, headers: Header[] }[], staticRoutes: { page: string }[], dynamicRoutes: { page: string, regex: string }[] }}
 */
const routes = buildFile("routes-manifest.json");
/** @param {string} source */
const headersFor = (source) => routes.headers.find((rule) => rule.source === source)?.headers ?? [];
const securityHeaders = headersFor("/:path*");
const staffHeaders = headersFor("/staff/:path*");
const routeOf = routePatterns(routes);
const compress = compressOnTheFly();
// The host names the site answers as (SITE_URL's and ALLOWED_ORIGINS'): the only ones whose pages
// the page cache keeps.
const siteUrl = new URL(process.env.SITE_URL ?? "http://localhost:3000");
const siteHosts = [siteUrl.href, ...(process.env.ALLOWED_ORIGINS ?? "").split(",")].flatMap((origin) => {
  try {
    return [new URL(origin.trim()).hostname];
  } catch {
    return [];
  }
});
// The build's assets, and PAGE_CACHE_MB of answers (default 64), each refreshed in the background,
// through this server itself, once it goes stale.
const pageCache = createPageCache({
  assets: staticAssets(distDir),
  assetHeaders: securityHeaders,
  maxBytes: Number(process.env.PAGE_CACHE_MB ?? 64) * 1024 * 1024,
  hosts: siteHosts,
  refresh: (url, headers) => ask(url, headers),
});
// The sitemap's pages once the instance is ready, and what a purge removes, filled in the background
// (lib/server/warm.mjs), as a browser asks for them.
const warmer = createWarmer({ fetch: (path) => ask(path, { host: siteUrl.host, "accept-encoding": "br, gzip" }), stopped: isDraining });

metrics.collectors.pageCache = () => ({ ...pageCache.stats, bytes: pageCache.bytes() });
metrics.collectors.warm = () => warmer.stats;
setPurge((paths) => {
  const dropped = pageCache.purge(paths);
  warmer.warm(paths, { first: true });
  return dropped;
});
// A content event (lib/server/content-events.mjs): Next's cache first, so that no render after the page
// cache's purge reads Next's old copy; then each main page asked for again, as a visitor would, until
// Next answers it fresh, for the receipt's ETag; the rest re-warmed in the background.
/** @param {string[]} paths */
const revalidate = (paths) =>
  ask(REVALIDATE_PATH, { [REVALIDATE_HEADER]: revalidationSecret(), "content-type": "application/json" }, false, JSON.stringify({ paths }));
setContentApplier(async (paths, mainPaths) => {
  const revalidated = await revalidate(paths);
  if (revalidated?.status !== 200) throw new Error(`Next's cache was not revalidated (${revalidated?.status ?? "no answer"})`);
  for (const main of mainPaths) await revalidationLanded(main);
  pageCache.purge(paths);
  /** @type {Record<string, string | null>} */
  const etags = {};
  for (const main of mainPaths) etags[main] = await freshEtag(main);
  warmer.warm(paths, { first: true });
  return etags;
});

// Next applies revalidatePath's tags after the route's answer (a waitUntil): until then it still answers
// its old copy as fresh (HIT), which the page cache would keep after its purge, under the receipt. So
// the page is asked of Next itself (Authorization: the page cache neither answers nor keeps it) until
// Next renders it (MISS) or regenerates it (STALE); a page Next does not cache has no such header.
// Past 5 s the event is not applied (no purge, no receipt): it is applied again at the next wake.
/** @param {string} path */
async function revalidationLanded(path) {
  for (const until = Date.now() + 5_000; Date.now() < until;) {
    const page = await ask(path, { host: siteUrl.host, "accept-encoding": "identity", authorization: "Bearer revalidation" });
    if (page && page.headers["x-nextjs-cache"] !== "HIT") return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Next still answered its old copy of ${path} 5 s after its revalidation`);
}

// A page's ETag once Next answers it anew. After revalidatePath, Next answers the old page (STALE, not
// kept by the page cache) while it renders the new one in the background, which took over 2 s under
// load: the receipt waits for the new page, and no receipt is written for a page still old (the event
// is applied again at the next wake).
/** @param {string} path */
async function freshEtag(path) {
  for (const until = Date.now() + 30_000; Date.now() < until;) {
    const page = await ask(path, { host: siteUrl.host, "accept-encoding": "identity" });
    if (page && page.headers["x-nextjs-cache"] !== "STALE") return page.status === 200 ? String(page.headers.etag ?? "") || null : null;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${path} was still answered stale 30 s after its revalidation`);
}

// A GET through this server itself, from this machine (a POST with `body`): its status and headers,
// and its body if `keep`. It goes through the internal lane, never behind the visitors' requests.
const selfHost = hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname;
/**
 * @param {string} path
 * @param {Record<string, string>} [headers]
 * @param {string} [body]
 * @returns {Promise<{ status: number, headers: import("node:http").IncomingHttpHeaders, body: Buffer } | null>}
 */
function ask(path, headers = {}, keep = false, body = undefined) {
  return new Promise((resolve) => {
    const method = body === undefined ? "GET" : "POST";
    const sent = { ...headers, ...internalHeaders(), ...(body !== undefined && { "content-length": String(Buffer.byteLength(body)) }) };
    const request = http.request({ host: selfHost, port, path, headers: sent, method }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on("data", (chunk) => keep && chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", () => resolve(null));
    });
    request.on("error", () => resolve(null));
    request.end(body);
  });
}

// Once /readyz first says ready (as the proxy sees it), the sitemap's pages in the warm-up's order.
async function warmWhenReady() {
  while ((await ask("/readyz"))?.status !== 200) {
    if (isDraining()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // The revalidation route loaded before a publish needs it (its first call took 3 s, then 30 ms).
  await revalidate([]);
  const sitemap = await ask("/sitemap.xml", { host: siteUrl.host, "accept-encoding": "identity" }, true);
  if (sitemap?.status === 200) warmer.warm(sitemapPaths(sitemap.body.toString()));
}

// Requests inside Next at once, in three lanes, each with its slots and its queue:
// - public (RENDER_SLOTS, default 16; up to 2,000 more wait, holding at most 16 MB): pages, APIs,
//   sign-in, the workspace's screens;
// - workspace (RENDER_WORKSPACE_SLOTS, default 4): the workspace's changes (a POST, PUT, PATCH or
//   DELETE under /staff/): a publish waits seconds for its preview and the HTML checker, an upload for
//   its image's variants, and 16 of them at once must not hold every visitor's slot;
// - internal (RENDER_INTERNAL_SLOTS, default 4): the server's requests to itself (a publish's preview,
//   a content event's revalidation and the pages it asks again, the page cache's refresh, the
//   warm-up), so a request holding a slot never waits for one behind others holding the rest.
// A slot held past RENDER_SLOT_DEADLINE_MS (60 s) is taken back and logged. The public lane is stuck
// when its oldest slot is older than 30 s while requests wait: /readyz says so until it moves.
const deadlineMs = Number(process.env.RENDER_SLOT_DEADLINE_MS ?? 60_000);
/** @param {string} name @param {number} slots @param {number} maxQueue @param {number} maxQueueMb */
const lane = (name, slots, maxQueue, maxQueueMb) => renderSlots({ name, slots, maxQueue, maxQueueBytes: maxQueueMb * 1024 * 1024, deadlineMs });
const lanes = {
  public: lane("public", Number(process.env.RENDER_SLOTS ?? 16), 2000, 16),
  workspace: lane("workspace", Number(process.env.RENDER_WORKSPACE_SLOTS ?? 4), 256, 4),
  internal: lane("internal", Number(process.env.RENDER_INTERNAL_SLOTS ?? 4), 256, 4),
};
/** @param {IncomingMessage} req @param {string} pathname */
const laneOf = (req, pathname) =>
  takeInternal(req.headers) ? lanes.internal : /^\/staff\//.test(pathname) && !/^(GET|HEAD|OPTIONS)$/.test(req.method ?? "") ? lanes.workspace : lanes.public;
const STUCK_SECONDS = 30;
metrics.collectors.renderSlots = () => Object.fromEntries(Object.entries(lanes).map(([name, l]) => [name, l.stats()]));
setRenderCheck(() =>
  isStuck(lanes.public.stats(), STUCK_SECONDS) ? `the render path is stuck: a slot held over ${STUCK_SECONDS} s while requests wait` : null,
);
// What a waiting request holds: its headers twice (the raw list and the parsed object), and its objects.
/** @param {IncomingMessage} req */
const waitingBytes = (req) => 2 * (req.rawHeaders.reduce((n, h) => n + h.length, 0) + String(req.url).length) + 2048;
// Request bodies read before their request waits for a slot: at most 32 MB held at once.
const bodies = bodyReader({ maxBytes: 32 * 1024 * 1024 });
metrics.collectors.bodies = () => ({ bytes: bodies.stats.held(), timedOut: bodies.stats.timedOut, refused: bodies.stats.refused });

/**
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 */

// The site's headers on an answer written here (the workspace's private, noindex ones on its paths).
/** @param {IncomingMessage} req @param {ServerResponse} res */
function siteHeaders(req, res) {
  const pathname = String(req.url ?? "").split("?", 1)[0] ?? "";
  for (const { key, value } of [...securityHeaders, ...(isPrivatePath(pathname) ? staffHeaders : [])]) res.setHeader(key, value);
}

/** @param {IncomingMessage} req @param {ServerResponse} res @param {{ status: number, error: string }} refusal */
function refuse(req, res, { status, error }) {
  siteHeaders(req, res);
  if (status === 405) res.setHeader("Allow", ALLOWED_METHODS.join(", "));
  // An unread body is not drained: the connection closes after the answer.
  if (status === 411 || status === 413) res.setHeader("Connection", "close");
  const api = /^\/(staff\/)?api\//.test(req.url ?? "");
  const body = api ? JSON.stringify({ error }) : `${error}\n`;
  if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "no-store");
  res.writeHead(status, { "Content-Type": api ? "application/json" : "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(body) });
  res.end(req.method === "HEAD" ? undefined : body);
}

/** @param {IncomingMessage} req @param {ServerResponse} res @param {string} location */
function redirect(req, res, location, status = 308) {
  // A Location starting "//" or "/\" names another host.
  if (!location.startsWith("/") || location[1] === "/" || location[1] === "\\")
    return refuse(req, res, { status: 400, error: "Bad request: the request target must be a path" });
  siteHeaders(req, res);
  // A permanent redirect may be kept; one that follows the visitor's cookie is theirs alone.
  if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", status === 308 ? "public, max-age=3600" : "private, no-store");
  res.writeHead(status, { Location: location, "Content-Length": 0 }).end();
}

// Rules decided when an answer's headers go out, whoever wrote it (Next, the page cache, this file):
// - a stopping server lets each client go once its answer is out, an answer begun before the signal
//   included;
// - a 404 is never kept by a shared cache: a CDN in front would keep every made-up slug, and keep
//   serving it once the article is published;
// - / varies on Cookie, as its 307 to /fr does for a visitor who chose French, so a shared cache in
//   front never gives that visitor the English home page.
/** @extends {http.ServerResponse<IncomingMessage>} */
class SiteResponse extends http.ServerResponse {
  /** @param {number} status @param {any[]} rest */
  writeHead(status, ...rest) {
    if (isDraining()) this.setHeader("Connection", "close");
    if (status === 404) {
      this.setHeader("Cache-Control", "private, no-cache, no-store");
      const headers = rest.at(-1);
      if (headers && typeof headers === "object" && !Array.isArray(headers))
        for (const name of Object.keys(headers)) if (name.toLowerCase() === "cache-control") delete headers[name];
    }
    if (this.req.url === "/" || this.req.url?.startsWith("/?")) varyOnCookie(this);
    return super.writeHead(status, ...rest);
  }
}

/** @param {ServerResponse} res */
function varyOnCookie(res) {
  const vary = String(res.getHeader("Vary") ?? "");
  if (!/\bcookie\b/i.test(vary)) res.setHeader("Vary", vary ? `${vary}, Cookie` : "Cookie");
}

const server = createServer(
  {
    ServerResponse: SiteResponse,
    // A phone on a bad network sends its headers in well under a second and a form body in a few;
    // a slow-loris client trickling a byte every few seconds is cut off. Checked every second.
    headersTimeout: 15_000,
    requestTimeout: 30_000,
    connectionsCheckingInterval: 1_000,
    // An idle connection is kept longer than nginx keeps its idle connections to an instance
    // (keepalive_timeout 60s, docs/nginx/torque.conf), so nginx always closes first: with Node's 5 s,
    // nginx sent requests on connections this server was closing, and read a reset. Both timeouts
    // above count from a request's first byte, not the idle time before it.
    keepAliveTimeout: 75_000,
  },
  (req, res) => {
    const pathname = String(req.url ?? "").split("?", 1)[0] ?? "";
    if (OPS_PATHS.has(pathname)) return void answerOps(req, res, pathname);
    const client = clientAddress(req.headers["x-forwarded-for"], req.socket.remoteAddress);
    observe(req, res, { route: routeOf(pathname), client, trustProxy: process.env.TRUST_PROXY === "1" }, () => answer(req, res, pathname));
  },
);

/** @param {IncomingMessage} req @param {ServerResponse} res @param {string} pathname */
function answer(req, res, pathname) {
  const lane = laneOf(req, pathname);
  const refusal = refuseRequest(req.method, req.url);
  if (refusal) return refuse(req, res, refusal);
  const tooBig = refuseBody(pathname, req.headers);
  if (tooBig) return refuse(req, res, tooBig);
  const canonical = canonicalTarget(String(req.url));
  if (canonical) return redirect(req, res, canonical);
  const home = chosenHome(req);
  if (home) return redirect(req, res, home, 307);
  req.headers["x-forwarded-for"] = clientAddress(req.headers["x-forwarded-for"], req.socket.remoteAddress);
  dropInternalHeaders(req.headers);
  if (pathname === EVENT_PATH) return void serveEvents(req, res, securityHeaders);
  const direct = directRoutes.get(`${req.method} ${pathname}`);
  if (direct) return void serveDirect(req, res, direct, securityHeaders);
  // A body is read whole first: a client trickling one waits on its own, holding no slot.
  if (Number(req.headers["content-length"]) > 0) {
    return void bodies.readFirst(req, res, pathname).then((read) => {
      if ("req" in read) return fromMemoryOrNext(read.req, res, lane);
      if (read.refusal.status === 503) res.setHeader("Retry-After", "5");
      // The body's unread rest is not drained.
      res.setHeader("Connection", "close");
      refuse(req, res, read.refusal);
    });
  }
  fromMemoryOrNext(req, res, lane);
}

/** @param {IncomingMessage} req @param {ServerResponse} res @param {ReturnType<typeof renderSlots>} lane the request's render lane */
function fromMemoryOrNext(req, res, lane) {
  const served = pageCache.serve(req, res);
  if (served === true) return;
  void served.then((answered) => {
    if (answered) return;
    // A HEAD is rendered as a GET, so its headers (coding, length, tag) are the ones a GET gets; Node
    // sends no body to a HEAD whatever is written.
    if (req.method === "HEAD") req.method = "GET";
    const run = () =>
      compress(req, res, () => {
        pageCache.capture(req, res);
        void handle(req, res);
      });
    const admitted = lane.admit(res, run, waitingBytes(req));
    if (!admitted) {
      res.setHeader("Retry-After", "5");
      refuse(req, res, { status: 503, error: "The site is busy: please try again in a few seconds" });
    }
  });
}

stopOnSignals(server);
server.listen(port, hostname, () => {
  logger.info({ url: `http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}` }, "ready");
  if (process.env.PAGE_CACHE_WARM !== "off") void warmWhenReady();
});
