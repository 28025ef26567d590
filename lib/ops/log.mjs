// The site's one logger (pino): one JSON line per event on stdout, each with the id of the request it
// belongs to, or human-readable lines when stdout is a terminal outside production. server.mjs and
// the application (Next's bundle loads its own copy of this module) share one instance through
// globalThis, and one request context: server.mjs runs each request inside `requestContext`, so a
// line logged anywhere while it is handled (a route handler, the lead store, the outbox it kicks)
// carries its request id. Nothing here logs a visitor's personal data; the redaction below is a
// second line of defence, not the first. Plain JavaScript: server.mjs runs on Node without a build step.
import { AsyncLocalStorage } from "node:async_hooks";
import { format } from "node:util";
import pino from "pino";
import pretty from "pino-pretty";

// Field names that could hold a visitor's or a staff member's personal data, wherever they appear.
const PERSONAL = ["email", "name", "phone", "company", "message", "password", "token", "cookie", "authorization", "secret"];

function create() {
  const requestContext = new AsyncLocalStorage();
  const options = {
    level: process.env.LOG_LEVEL ?? "info",
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // The request id of the request being handled, if any.
    mixin: () => {
      const store = requestContext.getStore();
      return store ? { requestId: store.requestId } : {};
    },
    redact: { paths: PERSONAL.flatMap((key) => [key, `*.${key}`, `headers["${key}"]`]), censor: "[redacted]" },
  };
  const terminal = process.stdout.isTTY && process.env.NODE_ENV !== "production";
  // Lines are written in 4 KB batches (one write per ~20 lines under load, not one each), and at
  // least once a second when traffic is light; shutdown flushes what is left. Written synchronously:
  // a batch costs one write(2), where an asynchronous one is a round trip through libuv's thread
  // pool that competes with the server for the machine's cores (the bench's page overhead fell from
  // 17-23% to under 10%). A reader that stops draining stdout would hold the server up.
  const logger = terminal ? pino(options, pretty({ colorize: true, sync: true })) : pino(options, pino.destination({ sync: true, minLength: 4096 }));
  if (!terminal) setInterval(() => logger.flush(), 1000).unref();
  // For the lines logged on every request or lead, made only of fields the code picks (ids, route,
  // status, verdict: no personal data by construction): they skip the redaction pass, which is
  // three quarters of a line's cost (20 µs against 5).
  const plainLogger = logger.child({}, { redact: [] });
  return { logger, plainLogger, requestContext };
}

const shared = (globalThis[Symbol.for("torque.ops.log")] ??= create());

export const logger = shared.logger;
export const plainLogger = shared.plainLogger;
export const requestContext = shared.requestContext;

/** The request id of the request being handled, if any. */
export function currentRequestId() {
  return requestContext.getStore()?.requestId;
}

// What is still written with console (Next's own messages, libraries, db/, scripts) goes through the
// logger too, so every line on stdout is one JSON object with its request id.
export function captureConsole() {
  for (const [method, level] of [
    ["log", "info"],
    ["info", "info"],
    ["warn", "warn"],
    ["error", "error"],
  ]) {
    console[method] = (...args) => {
      const err = args.find((arg) => arg instanceof Error);
      logger[level](err ? { err } : {}, format(...args.filter((arg) => arg !== err)));
    };
  }
}
