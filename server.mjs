// The production server: Next.js behind a plain Node HTTP server, which
// - sets the client address (clientAddress below): Next passes a client's own X-Forwarded-For
//   header through untouched, so the header is replaced with the one address that can be trusted;
// - refuses requests Next would answer with a 500 or a foreign redirect, and bodies over their path's
//   limit before reading them (lib/http/request-guard.mjs); redirects trailing-slash paths itself,
//   and / to /fr for a visitor who chose French (lib/http/language-home.mjs);
// - answers the lead forms' POSTs with their route handlers directly (lib/http/direct-routes.mjs);
// - closes connections that trickle their headers or body (slow-loris);
// - compresses: build assets and a few hot routes from copies made once (lib/http/encoded.mjs), every
//   other answer on the fly, brotli where the browser takes it (next.config.ts turns Next's gzip off).
import compression from "compression";
import fs from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import next from "next";
import { ALLOWED_METHODS, refuseBody, refuseRequest, withoutTrailingSlash } from "./lib/http/request-guard.mjs";
import { directRoutes, serveDirect } from "./lib/http/direct-routes.mjs";
import { chosenHome } from "./lib/http/language-home.mjs";
import { encodedRoutes, sendEncoded } from "./lib/http/encoded.mjs";
import { staticAssets } from "./lib/http/static-assets.mjs";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? "0.0.0.0";
const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

// The security headers next.config.ts gives every page, for the answers written here.
const routes = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, ".next", "routes-manifest.json"), "utf8"));
const securityHeaders = routes.headers.find((rule) => rule.source === "/:path*")?.headers ?? [];
const staffHeaders = routes.headers.find((rule) => rule.source === "/staff/:path*")?.headers ?? [];
const isStaffPath = (url) => /^\/(staff(\/|$|\?)|api\/auth\/)/.test(url);
const staticAsset = staticAssets(path.join(import.meta.dirname, ".next"));
// Brotli quality 5: about 2 ms for a 165 KB page, a quarter smaller than gzip (the page's RSC payload
// repeats its text, and brotli's window reaches back across the whole document).
const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } });

// Build assets and the routes registered in encodedRoutes, from memory and compressed ahead of time.
// Resolves false to leave the request to Next (not such a path, or the route's data failed to load:
// Next answers that with the route's own error).
async function servePrecompressed(req, res) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const [rawPath, query] = String(req.url).split("?", 2);
  const pathname = decodeURIComponent(rawPath);
  // A route kept in several languages is registered as "/path?lang=xx" (lib/http/versioned-body.ts).
  const lang = new URLSearchParams(query).get("lang");
  const route = encodedRoutes.get(lang ? `${pathname}?lang=${lang}` : pathname);
  if (lang && !route) return false;
  const body = await (route ? route() : staticAsset(pathname)).catch(() => null);
  if (!body) return false;
  sendEncoded(req, res, body, securityHeaders);
  return true;
}

// The site's headers on an answer written here (the workspace's private, noindex ones on its paths).
function siteHeaders(req, res) {
  for (const { key, value } of [...securityHeaders, ...(isStaffPath(req.url ?? "") ? staffHeaders : [])]) res.setHeader(key, value);
}

function refuse(req, res, { status, error }) {
  siteHeaders(req, res);
  if (status === 405) res.setHeader("Allow", ALLOWED_METHODS.join(", "));
  // An unread body is not drained: the connection closes after the answer.
  if (status === 411 || status === 413) res.setHeader("Connection", "close");
  const api = (req.url ?? "").startsWith("/api/");
  const body = api ? JSON.stringify({ error }) : `${error}\n`;
  if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "no-store");
  res.writeHead(status, { "Content-Type": api ? "application/json" : "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(body) });
  res.end(req.method === "HEAD" ? undefined : body);
}

function redirect(req, res, location, status = 308) {
  siteHeaders(req, res);
  // A permanent redirect may be kept; one that follows the visitor's cookie is theirs alone.
  if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", status === 308 ? "public, max-age=3600" : "private, no-store");
  res.writeHead(status, { Location: location, "Content-Length": 0 }).end();
}

// The one client address the application sees (rate limits, sign-in throttling, the audit log): the
// socket's, or behind a trusted proxy (TRUST_PROXY=1) the last X-Forwarded-For entry, the one that
// proxy appended. Earlier entries are whatever the client sent and are dropped.
function clientAddress(req) {
  const forwarded = process.env.TRUST_PROXY === "1" ? String(req.headers["x-forwarded-for"] ?? "").split(",").pop()?.trim() : "";
  return forwarded || req.socket.remoteAddress || "";
}

const server = createServer(
  {
    // A phone on a bad network sends its headers in well under a second and a form body in a few;
    // a slow-loris client trickling a byte every few seconds is cut off. Checked every second.
    headersTimeout: 15_000,
    requestTimeout: 30_000,
    connectionsCheckingInterval: 1_000,
  },
  (req, res) => {
    const refusal = refuseRequest(req.method, req.url);
    if (refusal) return refuse(req, res, refusal);
    const pathname = String(req.url).split("?", 1)[0];
    const tooBig = refuseBody(pathname, req.headers);
    if (tooBig) return refuse(req, res, tooBig);
    const canonical = withoutTrailingSlash(req.url);
    if (canonical) return redirect(req, res, canonical);
    const home = chosenHome(req);
    if (home) return redirect(req, res, home, 307);
    req.headers["x-forwarded-for"] = clientAddress(req);
    const direct = directRoutes.get(`${req.method} ${pathname}`);
    if (direct) return void serveDirect(req, res, direct, securityHeaders);
    servePrecompressed(req, res).then((served) => served || compress(req, res, () => handle(req, res)));
  },
);
server.listen(port, hostname, () => {
  console.log(`> Ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`);
});
