// Route handlers that server.mjs calls itself, before Next: the public lead endpoints. Next's own
// per-request work (routing, header rules, its request and response adapters, the page cache it
// opens even for a POST) costs about 0.7 ms of CPU a request, three times what storing the lead
// does, and would cap the forms near 1,000 leads a second per instance.
//
// A route module registers its handler when it loads (the first request reaches it through Next),
// so both paths run the same code. A direct handler gets a plain Request: it must not use Next's
// request APIs (cookies(), headers(), after()) or its cache. The routes are shared through the bridge
// (bridge.mjs): Next's bundle registers them, server.mjs calls them.

import { shared } from "./bridge.mjs";
import { logger } from "./log.mjs";

/**
 * A registered handler, and the most of a body it reads (a declared length over it is not read at all).
 * @typedef {{ handler: (request: Request) => Promise<Response>, maxBodyBytes: number }} DirectRoute
 */

/** @type {Map<string, DirectRoute>} */
export const directRoutes = shared("directRoutes", () => new Map());

/**
 * Registers a handler under "METHOD /path" and returns it, for the route module to export.
 * @template {(request: Request) => Promise<Response>} H
 * @param {`POST /${string}`} key e.g. "POST /api/demo-requests" (POST only: the request is built with a body)
 * @param {number} maxBodyBytes the most the handler reads; more is not buffered
 * @param {H} handler
 * @returns {H}
 */
export function directRoute(key, maxBodyBytes, handler) {
  directRoutes.set(key, { handler, maxBodyBytes });
  return handler;
}

/**
 * The request's body as a stream the handler reads (through body.mjs readBody, which stops at the
 * limit), read from the client only as the handler asks: what the handler checks first (the client's
 * rate limit) answers without waiting for a slow client's body. What it leaves unread is dropped by
 * Node, so the connection stays usable.
 * @param {import("node:http").IncomingMessage} req
 * @param {() => void} gone called when the client closes the connection before its request ends
 * @returns {ReadableStream<Uint8Array>}
 */
function bodyStream(req, gone) {
  /** @type {ReadableStreamDefaultController<Uint8Array>} */
  let stream;
  let reading = false;
  const stop = () => void req.off("data", onData).off("end", onEnd).off("error", onClose).off("close", onClose);
  /** @param {Buffer} chunk */
  const onData = (chunk) => {
    stream.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length));
    if ((stream.desiredSize ?? 0) <= 0) req.pause();
  };
  const onEnd = () => {
    stop();
    stream.close();
  };
  const onClose = () => {
    stop();
    gone();
    stream.error(new Error("The client closed the connection before its request ended"));
  };
  return new ReadableStream({
    start(controller) {
      stream = controller;
    },
    pull() {
      if (!reading) {
        reading = true;
        // Gone before the handler asked: no event is coming.
        if (req.destroyed && !req.complete) return onClose();
        req.on("data", onData).on("end", onEnd).on("error", onClose).on("close", onClose);
      }
      req.resume();
    },
    cancel() {
      stop();
      req.resume();
    },
  });
}

/**
 * Answers a request with a registered route's handler, as Next would: the same Request in, the same
 * status, headers and body out, with the site's security headers.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {DirectRoute} route
 * @param {{ key: string, value: string }[]} headers sent as well (the site's security headers)
 */
export async function serveDirect(req, res, { handler, maxBodyBytes }, headers) {
  // A declared size over the limit is not read at all: the handler sees the header and answers 413.
  let clientGone = false;
  const body = Number(req.headers["content-length"] ?? 0) > maxBodyBytes ? null : bodyStream(req, () => (clientGone = true));
  let response;
  // Whatever fails here is answered, never left to reject: an unhandled rejection would end the process.
  try {
    const requestHeaders = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      for (const v of Array.isArray(value) ? value : [value ?? ""]) requestHeaders.append(name, v);
    }
    // The path and query as sent; the host is not the client's to choose.
    // duplex: a request with a streamed body (undici's RequestInit has it; the DOM's has not).
    const init = /** @type {RequestInit} */ ({ method: req.method, headers: requestHeaders, body, duplex: "half" });
    response = await handler(new Request(new URL(String(req.url), "http://localhost"), init));
  } catch (error) {
    logger.error({ err: error }, "a direct route failed");
    response = Response.json({ error: "Internal server error" }, { status: 500 });
  }
  if (clientGone) {
    res.destroy();
    return;
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  for (const { key, value } of headers) res.setHeader(key, value);
  for (const [name, value] of response.headers) res.appendHeader(name, value);
  res.setHeader("Content-Length", bytes.length);
  res.writeHead(response.status).end(bytes);
}
