// The operators' endpoints, answered by server.mjs before anything else (no cache, no rate limit, no
// log line, never in the sitemap):
//   GET /healthz   the process answers (liveness)
//   GET /readyz    the database answers within READY_TIMEOUT_MS (1 s) with every migration this build
//                  expects, the render path moves (server.mjs's check: the visitors' oldest render
//                  slot held no longer than 30 s while requests wait) and the instance is not shutting
//                  down (readiness: send it traffic); why not goes to the log, never in the answer
//   GET /metrics   Prometheus text, to loopback clients that came through no proxy, or with
//                  `Authorization: Bearer $METRICS_TOKEN`
//   POST /purge    `{"paths": ["/pricing", ...]}`: the page cache forgets these paths and fills them
//                  again in the background; to the same clients as /metrics
// The database check is the application's (instrumentation.ts registers it), the purge and the render
// check server.mjs's: they reach this state through the bridge (bridge.mjs).
import { timingSafeEqual } from "node:crypto";
import { shared } from "./bridge.mjs";
import { logger } from "./log.mjs";
import { metrics } from "./metrics.mjs";

/**
 * @typedef {{
 *   draining: boolean,
 *   check: (() => Promise<void>) | null,
 *   inFlight: Promise<void> | null,
 *   lastReason: string | null,
 *   purge: ((paths: string[]) => number) | null,
 *   renderStuck: (() => string | null) | null,
 * }} HealthState
 */
const state = shared(
  "health",
  () => /** @type {HealthState} */ ({ draining: false, check: null, inFlight: null, lastReason: null, purge: null, renderStuck: null }),
);

/** @param {() => Promise<void>} check rejects with the reason the instance cannot serve */
export function setReadinessCheck(check) {
  state.check = check;
}

/** @param {(paths: string[]) => number} purge forgets paths, answering how many entries it dropped */
export function setPurge(purge) {
  state.purge = purge;
}

/** @param {() => string | null} stuck why the render path is stuck, or null while it moves */
export function setRenderCheck(stuck) {
  state.renderStuck = stuck;
}

export function startDraining() {
  state.draining = true;
}

export const isDraining = () => state.draining;

export const OPS_PATHS = new Set(["/healthz", "/readyz", "/metrics", "/purge"]);

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {string | object} body
 */
function answer(req, res, status, body, type = "application/json") {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store", "Content-Length": Buffer.byteLength(text) });
  res.end(req.method === "HEAD" ? undefined : text);
}

// One check at a time, however often the endpoint is polled: a database that hangs is asked once.
async function ready() {
  if (!state.check) throw new Error("the application has not started");
  const stuck = state.renderStuck?.();
  if (stuck) throw new Error(stuck);
  state.inFlight ??= state.check().finally(() => (state.inFlight = null));
  const timeoutMs = Number(process.env.READY_TIMEOUT_MS ?? 1000);
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  try {
    await Promise.race([
      state.inFlight,
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`the database did not answer within ${timeoutMs} ms`)), timeoutMs))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;
const FORWARDED = ["x-forwarded-for", "forwarded", "x-real-ip"];

/** @param {import("node:http").IncomingMessage} req */
function isOperator(req) {
  const token = process.env.METRICS_TOKEN;
  const sent = String(req.headers.authorization ?? "").match(/^Bearer (.+)$/)?.[1];
  if (token && sent) {
    const a = Buffer.from(sent);
    const b = Buffer.from(token);
    return a.length === b.length && timingSafeEqual(a, b);
  }
  // Straight from this machine: a request relayed by a proxy on this machine is not.
  return LOOPBACK.test(req.socket.remoteAddress ?? "") && !FORWARDED.some((h) => req.headers[h] !== undefined);
}

/**
 * Answers /healthz, /readyz and /metrics.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} pathname one of OPS_PATHS
 */
export async function answerOps(req, res, pathname) {
  const allowed = pathname === "/purge" ? ["POST"] : ["GET", "HEAD"];
  if (!allowed.includes(req.method ?? "")) {
    res.setHeader("Allow", allowed.join(", "));
    return answer(req, res, 405, { error: "Method not allowed" });
  }
  if (pathname === "/healthz") return answer(req, res, 200, { status: "ok" });
  if (pathname === "/readyz") {
    if (state.draining) return answer(req, res, 503, { status: "draining" });
    try {
      await ready();
      state.lastReason = null;
      return answer(req, res, 200, { status: "ready" });
    } catch (error) {
      // The reason (a database host and port, a driver's message) is for the operator's log, not for
      // whoever can reach the endpoint; logged once per reason, not on every poll.
      const reason = String(error instanceof Error ? error.message : error);
      if (reason !== state.lastReason) logger.error({ err: error }, "not ready");
      state.lastReason = reason;
      return answer(req, res, 503, { status: "unavailable" });
    }
  }
  if (!isOperator(req)) {
    if (process.env.METRICS_TOKEN) res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
    return answer(req, res, process.env.METRICS_TOKEN ? 401 : 403, { error: "Served to this machine, or with the metrics token" });
  }
  if (pathname === "/purge") return purge(req, res);
  answer(req, res, 200, await metrics.registry.metrics(), metrics.registry.contentType);
}

// The paths of a purge's body, each a path of the site (no query, no host).
/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
async function purge(req, res) {
  let body = "";
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 64 * 1024) return answer(req, res, 413, { error: "A purge names at most 64 KB of paths" });
  }
  let paths;
  try {
    paths = JSON.parse(body).paths;
  } catch {
    paths = null;
  }
  if (!Array.isArray(paths) || !paths.every((p) => typeof p === "string" && /^\/[^?#]*$/.test(p))) {
    return answer(req, res, 400, { error: 'Send {"paths": ["/a-path", ...]}' });
  }
  answer(req, res, 200, { purged: state.purge ? state.purge(paths) : 0 });
}
