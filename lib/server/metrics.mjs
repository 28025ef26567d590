// The site's Prometheus metrics (prom-client), served by server.mjs at GET /metrics. One registry for
// server.mjs and the application, shared through the bridge (bridge.mjs: Next's bundle loads its own
// copy of this module). Gauges that need the database (the outbox's depth and age, the connection pool) are read
// when Prometheus scrapes, through collectors the application registers (instrumentation.ts).
import client from "prom-client";
import { shared } from "./bridge.mjs";

function create() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  /**
   * @type {{
   *   outbox?: () => Promise<{ pending: number, failed: number, oldestPendingSeconds: number }>,
   *   pool?: () => { total: number, idle: number, waiting: number } | null,
   *   pageCache?: () => { hits: number, stale: number, misses: number, bytes: number },
   *   warm?: () => { listed: number, done: number },
   *   contentUnacknowledged?: () => Promise<number>,
   *   renderSlots?: () => Record<string, import("./render-slots.mjs").SlotStats>,
   *   bodies?: () => { bytes: number, timedOut: number, refused: number },
   * }}
   */
  const collectors = {};
  // The outbox's state, read once per scrape (its three gauges collect together) and shared by them.
  /** @type {Promise<{ pending: number, failed: number, oldestPendingSeconds: number } | null> | null} */
  let read = null;
  const outbox = () => {
    if (!read) {
      read = collectors.outbox ? collectors.outbox().catch(() => null) : Promise.resolve(null);
      setTimeout(() => (read = null), 1000).unref();
    }
    return read;
  };
  /** @param {string} name @param {string} help @param {"pending" | "failed" | "oldestPendingSeconds"} field */
  const outboxGauge = (name, help, field) =>
    new client.Gauge({
      name,
      help,
      registers,
      async collect() {
        const o = await outbox();
        if (o) this.set(o[field]);
      },
    });
  const httpDuration = new client.Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by route pattern, method and status",
    labelNames: ["route", "method", "status"],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  // The render lanes' state (lib/server/render-slots.mjs), one series per lane (public, internal).
  /**
   * @param {string} name @param {string} help
   * @param {(stats: import("./render-slots.mjs").SlotStats) => number} value
   */
  const laneGauge = (name, help, value) =>
    new client.Gauge({
      name,
      help,
      labelNames: ["lane"],
      registers,
      collect() {
        for (const [lane, stats] of Object.entries(collectors.renderSlots?.() ?? {})) this.set({ lane }, value(stats));
      },
    });
  /**
   * @param {string} name @param {string} help
   * @param {(stats: import("./render-slots.mjs").SlotStats) => number} value
   */
  const laneCounter = (name, help, value) =>
    new client.Counter({
      name,
      help,
      labelNames: ["lane"],
      registers,
      collect() {
        const lanes = collectors.renderSlots?.();
        if (!lanes) return;
        this.reset();
        for (const [lane, stats] of Object.entries(lanes)) this.inc({ lane }, value(stats));
      },
    });
  return {
    registry,
    collectors,
    renderSlots: laneGauge("render_slots", "Render slots (requests let into Next at once), by lane: public, internal", (s) => s.slots),
    renderBusy: laneGauge("render_slots_busy", "Render slots held, by lane", (s) => s.busy),
    renderQueue: laneGauge("render_queue_length", "Requests waiting for a render slot, by lane", (s) => s.queued),
    renderQueueBytes: laneGauge("render_queue_bytes", "What the requests waiting for a render slot hold (their headers), by lane", (s) => s.queuedBytes),
    renderOldest: laneGauge("render_oldest_slot_age_seconds", "Age of the oldest render slot held (0 when none), by lane", (s) => s.oldestSeconds),
    renderReclaimed: laneCounter(
      "render_slots_reclaimed_total",
      "Render slots taken back past their deadline (RENDER_SLOT_DEADLINE_MS), by lane",
      (s) => s.reclaimed,
    ),
    renderDropped: laneCounter("render_queue_dropped_total", "Requests that left the render queue because their client had gone, by lane", (s) => s.dropped),
    renderRefused: laneCounter("render_queue_refused_total", "Requests answered 503 because the render queue was full, by lane", (s) => s.refused),
    bodyBytes: new client.Gauge({
      name: "request_body_bytes",
      help: "Request bodies held in memory, read whole before their request waits for a render slot",
      registers,
      collect() {
        const b = collectors.bodies?.();
        if (b) this.set(b.bytes);
      },
    }),
    bodyRefusals: new client.Counter({
      name: "request_body_refusals_total",
      help: "Request bodies refused while read before Next: timeout (408, past the deadline) or busy (503, the bodies' memory full)",
      labelNames: ["reason"],
      registers,
      collect() {
        const b = collectors.bodies?.();
        if (!b) return;
        this.reset();
        this.inc({ reason: "timeout" }, b.timedOut);
        this.inc({ reason: "busy" }, b.refused);
      },
    }),
    httpDuration,
    // Each request is recorded once, in the histogram, whose count per series is this counter's value:
    // copied when Prometheus scrapes, not counted twice on every request.
    httpRequests: new client.Counter({
      name: "http_requests_total",
      help: "Requests answered, by route pattern, method and status",
      labelNames: ["route", "method", "status"],
      registers,
      async collect() {
        this.reset();
        for (const { metricName, labels, value } of (await httpDuration.get()).values)
          if (metricName === "http_request_duration_seconds_count") this.inc(labels, value);
      },
    }),
    pageCache: new client.Counter({
      name: "page_cache_lookups_total",
      help: "Page cache lookups: hit, stale (served while refreshed) or miss",
      labelNames: ["result"],
      registers,
      collect() {
        const c = collectors.pageCache?.();
        if (!c) return;
        this.reset();
        for (const [result, n] of /** @type {const} */ ([
          ["hit", c.hits],
          ["stale", c.stale],
          ["miss", c.misses],
        ]))
          this.inc({ result }, n);
      },
    }),
    pageCacheBytes: new client.Gauge({
      name: "page_cache_bytes",
      help: "Bytes the page cache holds (every kept encoding of every answer)",
      registers,
      collect() {
        const c = collectors.pageCache?.();
        if (c) this.set(c.bytes);
      },
    }),
    pageCacheWarm: new client.Gauge({
      name: "page_cache_warm_pages",
      help: "Pages the warm-up was given since the start (after the start, and after each purge) and those it has filled",
      labelNames: ["state"],
      registers,
      collect() {
        const w = collectors.warm?.();
        if (w) for (const state of /** @type {const} */ (["listed", "done"])) this.set({ state }, w[state]);
      },
    }),
    leadsStored: new client.Counter({
      name: "leads_stored_total",
      help: "Leads stored, by kind (demo, contact) and verdict (lead, spam)",
      labelNames: ["kind", "verdict"],
      registers,
    }),
    rateLimited: new client.Counter({
      name: "rate_limit_refusals_total",
      help: "Lead posts refused by a rate limit: per client, or the site-wide ceiling",
      labelNames: ["limit"],
      registers,
    }),
    outboxSends: new client.Counter({
      name: "outbox_sends_total",
      help: "Notification deliveries, by channel (email, webhook) and result (sent, failed)",
      labelNames: ["channel", "result"],
      registers,
    }),
    signIns: new client.Counter({
      name: "staff_sign_ins_total",
      help: "Staff sign-in attempts: success, failure, or locked (refused by the throttle)",
      labelNames: ["result"],
      registers,
    }),
    outboxPending: outboxGauge("outbox_pending", "Notifications waiting to be delivered", "pending"),
    outboxOldest: outboxGauge(
      "outbox_oldest_pending_age_seconds",
      "Age of the oldest notification waiting to be delivered (0 when none)",
      "oldestPendingSeconds",
    ),
    outboxFailed: outboxGauge("outbox_failed", "Notifications given up on after every retry", "failed"),
    contentEventsApplied: new client.Counter({
      name: "content_events_applied_total",
      help: "Content events (publishes, unpublishes) this instance has applied: its caches purged, its pages refreshed, its receipt written",
      registers,
    }),
    contentEventsUnacknowledged: new client.Gauge({
      name: "content_events_unacknowledged",
      help: "Content events older than 5 s that an instance seen in the last 30 s has not acknowledged",
      registers,
      async collect() {
        const n = await collectors.contentUnacknowledged?.().catch(() => null);
        if (typeof n === "number") this.set(n);
      },
    }),
    dbPool: new client.Gauge({
      name: "db_pool_connections",
      help: "PostgreSQL pool connections: total, idle, and requests waiting for one",
      labelNames: ["state"],
      registers,
      collect() {
        const p = collectors.pool?.();
        if (p) for (const state of /** @type {const} */ (["total", "idle", "waiting"])) this.set({ state }, p[state]);
      },
    }),
  };
}

export const metrics = shared("metrics", create);
