// POST /api/event - the first-party analytics collector (issue 51, docs/analytics.md), answered here,
// before Next, like the lead forms' direct routes: a page's script (lib/client/beacon.ts) sends its
// batch of page views, events and Web Vitals with sendBeacon; this module checks it, decides what counts,
// and keeps the events in a bounded buffer that a flush hands to the database through the store Next's
// bundle registers (lib/analytics/collect.ts over db/analytics.ts: SQLite's group commit, PostgreSQL's
// multi-row insert). A beacon never waits for the database, and nothing a client sends can grow memory
// past the buffer's bound: what does not fit is dropped and counted.
//
// What is never counted (answered 204, nothing kept): a bot's user agent (isbot) or none, a prefetch or
// prerender (Sec-Purpose / Purpose), a signed-in staff member (the workspace's session cookie), a page
// of the workspace or a preview (/staff/...), and a browser sending Global Privacy Control (Sec-GPC: 1):
// honouring GPC here means not counting that visitor at all, not even anonymously.
//
// No address is kept: the visitor is a hash of the day's salt (shared by every instance, replaced each
// UTC day and the old one deleted), the site, the address (an IPv6 /64) and the user agent, computed
// when the buffer is flushed; the address and user agent are forgotten then.
import { createHash } from "node:crypto";
import { isbot } from "isbot";
import client from "prom-client";
import { BODY_LIMITS, readBody } from "./body.mjs";
import { shared } from "./bridge.mjs";
import { addressKey, resolvedClient } from "./client-address.mjs";
import { serveDirect } from "./direct-routes.mjs";
import { logger } from "./log.mjs";
import { metrics } from "./metrics.mjs";

export const EVENT_PATH = "/api/event";

// The workspace's session cookie (lib/staff/auth.ts: cookiePrefix "torque-staff"; __Secure- over HTTPS).
export const STAFF_SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?torque-staff\.session_token=/;

// What one beacon may hold: the site's script sends at most 30 events at once.
export const MAX_EVENTS = 40;
const KINDS = new Set(["view", "event", "vital"]);
const DEVICES = new Set(["mobile", "tablet", "desktop"]);
const VITALS = new Set(["LCP", "INP", "CLS", "FCP", "TTFB"]);
const NAME = /^[a-z][a-z0-9_]{0,47}$/;
const HOST = /^[a-z0-9.-]{1,100}$/;
const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/i;

/**
 * An event as this module keeps it until a flush: who sent it (its address's key and user agent, for
 * the hash) and what the beacon said, checked.
 * @typedef {{
 *   at: string, client: string, ua: string,
 *   kind: "view" | "event" | "vital", name: string | null, path: string, language: "en" | "fr",
 *   browserLanguage: string | null, referrer: string | null, utmSource: string | null, utmMedium: string | null,
 *   utmCampaign: string | null, device: "mobile" | "tablet" | "desktop", value: number | null, target: string | null,
 * }} Collected
 * @typedef {Omit<Collected, "client" | "ua"> & { visitor: string }} EventRow
 * @typedef {{ salt: (day: string) => Promise<string>, insert: (rows: EventRow[]) => Promise<void> }} EventSink
 * @typedef {"bot" | "prefetch" | "staff" | "preview" | "gpc"} Uncounted
 */

/**
 * Why a beacon's request counts nothing, or null when it counts.
 * @param {Request} request
 * @returns {Uncounted | null}
 */
export function uncounted(request) {
  const h = request.headers;
  const ua = h.get("user-agent") ?? "";
  if (!ua.trim() || isbot(ua)) return "bot";
  if (/prefetch|prerender/i.test(`${h.get("sec-purpose") ?? ""} ${h.get("purpose") ?? ""} ${h.get("x-moz") ?? ""}`)) return "prefetch";
  if (STAFF_SESSION_COOKIE.test(h.get("cookie") ?? "")) return "staff";
  if (h.get("sec-gpc")?.trim() === "1") return "gpc";
  try {
    if (new URL(h.get("referer") ?? "", "http://x").pathname.startsWith("/staff")) return "preview";
  } catch {
    // an unreadable Referer says nothing
  }
  return null;
}

/**
 * The visitor of a day: the first 16 bytes of SHA-256 over the day's salt, the site, the address's key
 * (an IPv4 address or an IPv6 /64) and the user agent.
 * @param {string} salt @param {string} site @param {string} client @param {string} ua
 */
export const visitorHash = (salt, site, client, ua) =>
  createHash("sha256")
    .update(`${salt}\0${site}\0${addressKey(client)}\0${ua}`)
    .digest("base64url")
    .slice(0, 22);

/** @param {unknown} value @param {number} max */
const text = (value, max) => (typeof value === "string" && value.trim() ? value.trim().slice(0, max) : null);

/**
 * A page's path as the events keep it: the path alone (no query, no fragment), at most 300 characters.
 * @param {unknown} value
 */
function pathOf(value) {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.length > 2000) return null;
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value.split(/[?#]/, 1)[0]?.slice(0, 300) || "/";
}

/**
 * One event of a beacon, checked, or null when it is not one the site's script sends.
 * @param {unknown} raw @param {{ at: string, client: string, ua: string }} sender
 * @returns {Collected | null}
 */
function parseEvent(raw, sender) {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return null;
  const e = /** @type {Record<string, unknown>} */ (raw);
  const kind = e.k;
  const path = pathOf(e.p);
  const device = e.d;
  if (typeof kind !== "string" || !KINDS.has(kind) || !path || typeof device !== "string" || !DEVICES.has(device)) return null;
  const name = kind === "view" ? null : e.n;
  if (kind === "event" && (typeof name !== "string" || !NAME.test(name))) return null;
  if (kind === "vital" && (typeof name !== "string" || !VITALS.has(name))) return null;
  const value = e.v === undefined || e.v === null ? null : e.v;
  if (value !== null && (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 3_600_000)) return null;
  if (kind === "vital" && value === null) return null;
  const referrer =
    text(e.r, 100)
      ?.toLowerCase()
      .replace(/^www\./, "") ?? null;
  if (referrer !== null && !HOST.test(referrer)) return null;
  const browserLanguage = text(e.b, 20);
  const utm = typeof e.u === "object" && e.u !== null ? /** @type {Record<string, unknown>} */ (e.u) : {};
  return {
    ...sender,
    kind: /** @type {Collected["kind"]} */ (kind),
    name: /** @type {string | null} */ (name),
    path,
    language: path === "/fr" || path.startsWith("/fr/") ? "fr" : "en",
    browserLanguage: browserLanguage && LANGUAGE_TAG.test(browserLanguage) ? browserLanguage : null,
    referrer,
    utmSource: text(utm.s, 100)?.toLowerCase() ?? null,
    utmMedium: text(utm.m, 100)?.toLowerCase() ?? null,
    utmCampaign: text(utm.c, 100)?.toLowerCase() ?? null,
    device: /** @type {Collected["device"]} */ (device),
    value: value === null ? null : Math.round(value * 1000) / 1000,
    target: text(e.t, 200),
  };
}

/** @param {number} status @param {string} error @param {Record<string, string>} [headers] */
const refuse = (status, error, headers = {}) => Response.json({ error }, { status, headers: { "Cache-Control": "no-store", ...headers } });
const ACCEPTED = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

/**
 * A collector: its request handler, its buffer and the flush that empties it into `sink`.
 * @param {{
 *   sink?: EventSink, site?: string, now?: () => number, maxBuffered?: number, flushRows?: number,
 *   flushMs?: number, perClientPerMinute?: number, maxClients?: number, allowedOrigins?: string[],
 *   count?: (outcome: string, n: number) => void,
 * }} [options]
 *   `maxBuffered`: the most events held at once (past it, beacons are dropped: 429); `flushRows`: the
 *   most a flush hands the sink; `perClientPerMinute`: events one address (an IPv6 /64) may send a minute;
 *   `maxClients`: the addresses tracked for that at once; `allowedOrigins`: the origins whose pages may
 *   send (an Origin header naming another is refused 403); `count`: told each outcome and its events.
 */
export function createCollector(options = {}) {
  const { now = Date.now, maxBuffered = 20_000, flushRows = 1000, flushMs = 1000, perClientPerMinute = 600, maxClients = 20_000 } = options;
  const site = options.site ?? new URL(process.env.SITE_URL ?? "http://localhost:3000").host;
  const allowed = new Set((options.allowedOrigins ?? siteOrigins()).map((o) => o.toLowerCase()));
  const count = options.count ?? (() => undefined);
  let sink = options.sink ?? null;
  /** @type {Collected[]} */
  let buffer = [];
  /** @type {Promise<void> | null} */
  let flushing = null;
  /** @type {{ day: string, salt: Promise<string> } | null} */
  let salt = null;
  // Events per address key in the current minute.
  /** @type {Map<string, number>} */
  let perClient = new Map();
  let minute = Math.floor(now() / 60_000);
  const stats = { accepted: 0, stored: 0, lost: 0, dropped: 0, refused: 0, uncounted: 0, buffered: () => buffer.length };
  /** @type {NodeJS.Timeout | undefined} */
  let timer;

  /** @param {string} outcome @param {number} n */
  const counted = (outcome, n) => {
    if (n > 0) count(outcome, n);
  };

  /** @param {string} day */
  function saltOf(day) {
    if (!sink) throw new Error("no analytics store");
    if (salt?.day !== day) {
      const made = { day, salt: sink.salt(day) };
      made.salt.catch(() => salt === made && (salt = null));
      salt = made;
    }
    return salt.salt;
  }

  // Hands the buffer to the sink, flushRows at a time, one flush at a time, until it is empty; a flush
  // that fails loses its events (logged and counted), never the process.
  function flush() {
    if (flushing || !sink || buffer.length === 0) return flushing ?? Promise.resolve();
    const batch = buffer.slice(0, flushRows);
    buffer = buffer.slice(batch.length);
    flushing = (async () => {
      try {
        /** @type {EventRow[]} */
        const rows = [];
        for (const { client, ua, ...event } of batch) rows.push({ ...event, visitor: visitorHash(await saltOf(event.at.slice(0, 10)), site, client, ua) });
        await /** @type {EventSink} */ (sink).insert(rows);
        stats.stored += rows.length;
        counted("stored", rows.length);
      } catch (error) {
        stats.lost += batch.length;
        counted("lost", batch.length);
        logger.error({ err: error, events: batch.length }, "analytics events could not be stored");
      } finally {
        flushing = null;
      }
      if (buffer.length > 0) await flush();
    })();
    return flushing;
  }

  function schedule() {
    if (buffer.length >= flushRows) void flush();
    else if (!timer) {
      timer = setTimeout(() => {
        timer = undefined;
        void flush();
      }, flushMs);
      timer.unref();
    }
  }

  /**
   * The beacon's answer: 204 once its events are kept (or counted as nothing), 4xx for anything else.
   * @param {Request} request
   * @returns {Promise<Response>}
   */
  async function handle(request) {
    const refused = (/** @type {number} */ status, /** @type {string} */ error, /** @type {Record<string, string>} */ headers = {}) => {
      stats.refused++;
      counted(`refused_${status}`, 1);
      return refuse(status, error, headers);
    };
    if (request.method !== "POST") return refused(405, "Method not allowed", { Allow: "POST" });
    const origin = request.headers.get("origin");
    if (origin !== null && !allowed.has(origin.toLowerCase())) return refused(403, "Cross-origin requests are not allowed");
    if (!/^(application\/json|text\/plain)\s*(;|$)/i.test(request.headers.get("content-type") ?? "")) {
      return refused(415, "Content-Type must be application/json or text/plain");
    }
    const body = await readBody(request, BODY_LIMITS.events).catch(() => null);
    if (body === null) return refused(413, `Request body must be at most ${BODY_LIMITS.events} bytes`);
    const reason = uncounted(request);
    if (reason) {
      stats.uncounted++;
      counted(`uncounted_${reason}`, 1);
      return ACCEPTED();
    }
    /** @type {unknown} */
    let json;
    try {
      json = JSON.parse(body);
    } catch {
      return refused(400, "Request body is not valid JSON");
    }
    const list = typeof json === "object" && json !== null && !Array.isArray(json) ? /** @type {{ e?: unknown }} */ (json).e : undefined;
    if (!Array.isArray(list) || list.length === 0 || list.length > MAX_EVENTS) return refused(400, `Request body must be { "e": [1 to ${MAX_EVENTS} events] }`);
    const t = now();
    const sender = {
      at: new Date(t).toISOString(),
      client: resolvedClient(request.headers.get("x-forwarded-for")) || "unknown",
      ua: (request.headers.get("user-agent") ?? "").slice(0, 512),
    };
    const events = [];
    for (const raw of list) {
      const event = parseEvent(raw, sender);
      if (!event) return refused(400, "An event is not one the site's script sends");
      // A preview's or the workspace's page is never counted, whatever sent it.
      if (!event.path.startsWith("/staff")) events.push(event);
    }
    // Each address's events this minute; past its share, refused until the next minute.
    if (Math.floor(t / 60_000) !== minute) {
      minute = Math.floor(t / 60_000);
      perClient = new Map();
    }
    const key = addressKey(sender.client);
    const sent = perClient.get(key) ?? 0;
    if (sent + events.length > perClientPerMinute) return refused(429, "Too many events from this address: try again in a minute", { "Retry-After": "60" });
    if (perClient.size < maxClients || perClient.has(key)) perClient.set(key, sent + events.length);
    if (buffer.length + events.length > maxBuffered) {
      stats.dropped += events.length;
      counted("dropped", events.length);
      return refused(429, "The site is taking too many events just now", { "Retry-After": "10" });
    }
    buffer.push(...events);
    stats.accepted += events.length;
    counted("accepted", events.length);
    if (events.length > 0) schedule();
    return ACCEPTED();
  }

  return {
    handle,
    stats,
    /** @param {EventSink} store where flushes go from now on (what was buffered meanwhile included) */
    setSink(store) {
      sink = store;
      salt = null;
      if (buffer.length > 0) schedule();
    },
    // Everything buffered, stored (tests, the bench, shutdown).
    async drain() {
      clearTimeout(timer);
      timer = undefined;
      while (buffer.length > 0 || flushing) await flush();
    },
  };
}

// SITE_URL's origin and ALLOWED_ORIGINS', as the lead forms allow them (lib/api.ts allowedOrigins).
function siteOrigins() {
  return [process.env.SITE_URL ?? "http://localhost:3000", ...(process.env.ALLOWED_ORIGINS ?? "").split(",")].flatMap((value) => {
    try {
      return value.trim() ? [new URL(value.trim()).origin] : [];
    } catch {
      return [];
    }
  });
}

// The process's collector, shared through the bridge: server.mjs answers with it, Next's bundle hands it
// its store (instrumentation.ts, lib/analytics/collect.ts). Its outcomes are on /metrics.
export const collector = shared("collector", () => {
  const events = new client.Counter({
    name: "analytics_events_total",
    help:
      "Analytics events by outcome: accepted, stored, lost (a flush failed), dropped (the buffer full); " +
      "beacons refused (by status) or not counted (bot, prefetch, staff, preview, gpc)",
    labelNames: ["outcome"],
    registers: [metrics.registry],
  });
  const created = createCollector({ count: (outcome, n) => events.inc({ outcome }, n) });
  new client.Gauge({
    name: "analytics_events_buffered",
    help: "Analytics events received and not yet stored",
    registers: [metrics.registry],
    collect() {
      this.set(created.stats.buffered());
    },
  });
  return created;
});

/**
 * Answers POST /api/event (server.mjs), as the direct routes are answered.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {{ key: string, value: string }[]} headers the site's security headers
 */
export const serveEvents = (req, res, headers) => serveDirect(req, res, { handler: collector.handle, maxBodyBytes: BODY_LIMITS.events }, headers);
