// The state server.mjs shares with the application: Next's bundle loads its own copy of every module
// of this folder it imports, so each piece of state is created once, by whichever copy asks first, and
// kept on one object on globalThis. What lives here: the logger and its request context (log.mjs), the
// metrics registry (metrics.mjs), the health state with the page cache's purge (health.mjs), the
// shutdown steps (shutdown.mjs), the direct routes (direct-routes.mjs), how a content event is applied
// (content-events.mjs), the secret that marks the server's requests to itself (internal-requests.mjs) and
// the analytics collector with its buffer (collector.mjs).

/** @typedef {"log" | "metrics" | "health" | "shutdown" | "directRoutes" | "content" | "internal" | "collector"} Shared */

/** @type {Record<symbol, Partial<Record<Shared, unknown>>>} */
const global = /** @type {any} */ (globalThis);
const bridge = (global[Symbol.for("torque.server")] ??= {});

/**
 * The one copy of a piece of shared state, created by `create` the first time it is asked for.
 * @template T
 * @param {Shared} name
 * @param {() => T} create
 * @returns {T}
 */
export function shared(name, create) {
  return /** @type {T} */ (bridge[name] ??= create());
}
