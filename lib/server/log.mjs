// The site's one logger (pino): one JSON line per event on stdout, each with the id of the request it
// belongs to, or human-readable lines when stdout is a terminal outside production. server.mjs and
// the application (Next's bundle loads its own copy of this module) share one instance through the
// bridge (bridge.mjs), and one request context: server.mjs runs each request inside `requestContext`, so a
// line logged anywhere while it is handled (a route handler, the lead store, the outbox it kicks)
// carries its request id. Nothing here logs a visitor's personal data; the redaction below is a
// second line of defence, not the first.
import { AsyncLocalStorage } from "node:async_hooks";
import { format } from "node:util";
import pino from "pino";
import pretty from "pino-pretty";
import { shared } from "./bridge.mjs";

// Field names that could hold a visitor's or a staff member's personal data, wherever they appear.
const PERSONAL = ["email", "name", "phone", "company", "message", "password", "token", "cookie", "authorization", "secret"];

// pino's isoTime, formatted once per millisecond rather than once per line (tens of lines a
// millisecond under load).
function isoTimeByMillisecond() {
  let last = 0;
  let field = "";
  return () => {
    const now = Date.now();
    if (now !== last) {
      last = now;
      field = `,"time":"${new Date(now).toISOString()}"`;
    }
    return field;
  };
}

function create() {
  /** @type {AsyncLocalStorage<{ requestId: string }>} */
  const requestContext = new AsyncLocalStorage();
  const time = isoTimeByMillisecond();
  const options = {
    level: process.env.LOG_LEVEL ?? "info",
    timestamp: time,
    formatters: { level: (/** @type {string} */ label) => ({ level: label }) },
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
  // The lines logged on every request and lead, made only of fields the code picks (ids, route,
  // status, verdict: no personal data by construction), skip pino's redaction and field-by-field
  // formatting: each is written as pino would write it, in one JSON.stringify of its fields (pino
  // took 8-10 µs a line in the server under load; lib/server/requests.mjs writes its lines in batches).
  // pino's own stream and bound fields, which its types leave out.
  const internals = /** @type {{ [key: symbol]: any }} */ (/** @type {unknown} */ (logger));
  /** @type {import("pino").DestinationStream} */
  const stream = internals[pino.symbols.streamSym];
  /** @param {"info" | "error"} level */
  const plainLine = (level) => {
    const value = logger.levels.values[level] ?? 0;
    /** @param {Record<string, unknown>} fields @param {string} msg */
    return (fields, msg) => {
      if (value < logger.levelVal) return;
      const requestId = fields.requestId === undefined ? requestContext.getStore()?.requestId : undefined;
      let json;
      try {
        // The fields as they are: copying them into one object with the others triples the cost.
        json = JSON.stringify(fields);
      } catch {
        // A value JSON cannot hold (a BigInt): pino's own serialiser copes.
        logger[level](requestId === undefined ? fields : { requestId, ...fields }, msg);
        return;
      }
      const id = requestId === undefined ? "" : `,"requestId":${JSON.stringify(requestId)}`;
      const bound = internals[pino.symbols.chindingsSym];
      stream.write(`{"level":"${level}"${time()}${bound}${id}${json.length > 2 ? `,${json.slice(1, -1)}` : ""},"msg":${JSON.stringify(msg)}}\n`);
    };
  };
  const plainLogger = { info: plainLine("info"), error: plainLine("error") };
  if (!terminal) setInterval(() => logger.flush(), 1000).unref();
  return { logger, plainLogger, requestContext };
}

const log = shared("log", create);

export const logger = log.logger;
/** For lines made only of fields the code picks (the access line, "lead stored"): no redaction pass. */
export const plainLogger = log.plainLogger;
export const requestContext = log.requestContext;

/** The request id of the request being handled, if any. */
export function currentRequestId() {
  return requestContext.getStore()?.requestId;
}

// What is still written with console (Next's own messages, libraries, db/, scripts) goes through the
// logger too, so every line on stdout is one JSON object with its request id.
export function captureConsole() {
  for (const [method, level] of /** @type {const} */ ([
    ["log", "info"],
    ["info", "info"],
    ["warn", "warn"],
    ["error", "error"],
  ])) {
    console[method] = (/** @type {unknown[]} */ ...args) => {
      const err = args.find((arg) => arg instanceof Error);
      logger[level](err ? { err } : {}, format(...args.filter((arg) => arg !== err)));
    };
  }
}
