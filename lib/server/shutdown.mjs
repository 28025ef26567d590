// A stop that drops nothing. On SIGTERM or SIGINT: /readyz answers 503 at once; the server stops
// accepting connections and closes idle keep-alive ones, and every answer still going out says
// `Connection: close`; requests in progress finish, up to SHUTDOWN_TIMEOUT_MS (10 s); then the
// application's own steps run (instrumentation.ts: the outbox worker finishes or releases its claims,
// the database closes), and the process exits 0. A second signal exits at once (status 1). The steps
// are registered by Next's bundle and run by server.mjs: they are shared through the bridge (bridge.mjs).
import { shared } from "./bridge.mjs";
import { startDraining } from "./health.mjs";
import { logger } from "./log.mjs";

/** @type {{ name: string, step: () => Promise<void> | void }[]} */
const steps = shared("shutdown", () => []);

/**
 * A step the application needs before the process exits, in the order registered.
 * @param {string} name
 * @param {() => Promise<void> | void} step
 */
export function onShutdown(name, step) {
  steps.push({ name, step });
}

const wait = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());
// Writes out the log lines still buffered, then exits.
const exit = (/** @type {number} */ code) =>
  Promise.race([new Promise((resolve) => logger.flush(() => resolve(undefined))), wait(500)]).then(() => process.exit(code));

/** @param {import("node:http").Server} server */
export function stopOnSignals(server) {
  let stopping = false;
  const stop = async (/** @type {NodeJS.Signals} */ signal) => {
    if (stopping) {
      logger.warn({ signal }, "second signal: exiting at once");
      return exit(1);
    }
    stopping = true;
    startDraining();
    const timeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000);
    logger.info({ signal, timeoutMs }, "shutting down: finishing the requests in progress");
    const closed = new Promise((resolve) => server.close(() => resolve(true)));
    // Connections that turn idle after answering with Connection: close end by themselves; a client
    // holding one open without a request in flight is let go.
    const idle = setInterval(() => server.closeIdleConnections(), 250);
    server.closeIdleConnections();
    const finished = await Promise.race([closed, wait(timeoutMs).then(() => false)]);
    clearInterval(idle);
    if (!finished) {
      logger.warn("shutdown deadline: closing the connections still open");
      server.closeAllConnections();
    }
    for (const { name, step } of steps) {
      try {
        await Promise.race([step(), wait(timeoutMs).then(() => Promise.reject(new Error(`did not finish within ${timeoutMs} ms`)))]);
      } catch (error) {
        logger.error({ err: error, step: name }, "shutdown step failed");
      }
    }
    logger.info("stopped");
    await exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}
