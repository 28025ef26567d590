// What server.mjs does for every request, for its operators: gives it an id (the trusted proxy's
// X-Request-Id, else a new one), sent back in X-Request-Id and carried by every log line written while
// it is handled; and once it is answered, one log line and its metrics, under its route pattern
// (/blog/[slug], never the slug itself, so a crawler's made-up addresses cannot grow the metrics).
import { randomUUID } from "node:crypto";
import { plainLogger, requestContext } from "./log.mjs";
import { metrics } from "./metrics.mjs";

const TRUSTED_ID = /^[\w.:-]{1,128}$/;
// METRICS=off leaves the request counters out (the bench measures what they cost).
const counting = process.env.METRICS !== "off";

/**
 * The route pattern of a path, from the build's routes manifest (.next/routes-manifest.json):
 * "/pricing", "/blog/[slug]", "/_next/static", or "(unmatched)".
 * @param {{ staticRoutes: { page: string }[], dynamicRoutes: { page: string, regex: string }[] }} manifest
 */
export function routePatterns(manifest) {
  const statics = new Set(manifest.staticRoutes.map((r) => r.page));
  const dynamics = manifest.dynamicRoutes.map((r) => ({ page: r.page, regex: new RegExp(r.regex) }));
  return (/** @type {string} */ pathname) => {
    if (pathname.startsWith("/_next/static/")) return "/_next/static";
    if (statics.has(pathname)) return pathname;
    return dynamics.find((d) => d.regex.test(pathname))?.page ?? "(unmatched)";
  };
}

/**
 * Runs `handle` inside the request's context, and logs and counts the request once it is answered
 * (or its client has gone: status 499, as nginx says).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {{ route: string, client: string, trustProxy: boolean, quiet?: boolean }} request
 * @param {() => void} handle
 */
export function observe(req, res, { route, client, trustProxy, quiet = false }, handle) {
  const sent = String(req.headers["x-request-id"] ?? "");
  const requestId = trustProxy && TRUSTED_ID.test(sent) ? sent : randomUUID();
  req.headers["x-request-id"] = requestId;
  res.setHeader("X-Request-Id", requestId);
  // As received: server.mjs renders a HEAD as a GET.
  const method = req.method ?? "";
  const started = process.hrtime.bigint();
  res.once("close", () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const status = res.writableFinished ? res.statusCode : 499;
    const line = { requestId, method, route, status, durationMs: Math.round(seconds * 10_000) / 10, client, cache: res.getHeader("x-cache") };
    if (answered.push({ line, seconds, quiet }) === 1) setImmediate(record);
  });
  requestContext.run({ requestId }, handle);
}

// The requests answered since the last pass, recorded together once the events at hand are handled:
// done one at a time between requests, the metrics and the log line cost several times as much
// (the bench's cached page: 14-16% of its throughput, against 5% this way).
/**
 * @typedef {{ requestId: string, method: string, route: string, status: number, durationMs: number, client: string, cache: unknown }} AccessLine
 * @type {{ line: AccessLine, seconds: number, quiet: boolean }[]}
 */
const answered = [];
function record() {
  for (const { line, seconds, quiet } of answered) {
    if (counting) metrics.httpDuration.observe({ route: line.route, method: line.method, status: String(line.status) }, seconds);
    if (quiet) continue;
    if (line.status >= 500) plainLogger.error(line, "request");
    else plainLogger.info(line, "request");
  }
  answered.length = 0;
}
