// Route handlers that server.mjs calls itself, before Next: the public lead endpoints. Next's own
// per-request work (routing, header rules, its request and response adapters, the page cache it
// opens even for a POST) costs about 0.7 ms of CPU a request, three times what storing the lead
// does, and would cap the forms near 1,000 leads a second per instance.
//
// A route module registers its handler when it loads (the first request reaches it through Next),
// so both paths run the same code. A direct handler gets a plain Request: it must not use Next's
// request APIs (cookies(), headers(), after()) or its cache. Plain JavaScript: server.mjs runs on
// Node without a build step; shared through globalThis because Next's bundle and server.mjs each
// load their own copy of this module.

import { logger } from "./log.mjs";

/** @type {Map<string, import("./direct-routes.d.mts").DirectRoute>} */
export const directRoutes = (globalThis[Symbol.for("torque.directRoutes")] ??= new Map());

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

// The body, or as much of it as shows it is over the limit (the handler answers that with its 413);
// the rest is read and dropped by Node, so the connection stays usable.
function readBody(req, maxBytes) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    const finish = (error) => {
      req.off("data", onData).off("end", finish).off("error", finish).off("close", onClose);
      if (error) reject(error);
      else resolve(Buffer.concat(chunks));
    };
    const onData = (chunk) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size > maxBytes) finish();
    };
    const onClose = () => finish(new Error("The client closed the connection before its request ended"));
    req.on("data", onData).on("end", finish).on("error", finish).on("close", onClose);
  });
}

/**
 * Answers a request with a registered route's handler, as Next would: the same Request in, the same
 * status, headers and body out, with the site's security headers.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {import("./direct-routes.d.mts").DirectRoute} route
 * @param {{ key: string, value: string }[]} headers sent as well (the site's security headers)
 */
export async function serveDirect(req, res, { handler, maxBodyBytes }, headers) {
  // The body is read when the handler first asks for it, so what it checks first (the client's rate
  // limit) answers without waiting for a slow client's body. A declared size over the limit is not
  // read at all: the handler sees the header and answers 413.
  let clientGone = false;
  const body =
    Number(req.headers["content-length"] ?? 0) > maxBodyBytes
      ? null
      : new ReadableStream({
          async pull(controller) {
            try {
              const bytes = await readBody(req, maxBodyBytes);
              if (bytes.length > 0) controller.enqueue(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
              controller.close();
            } catch (error) {
              clientGone = true;
              controller.error(error);
            }
          },
        });
  let response;
  // Whatever fails here is answered, never left to reject: an unhandled rejection would end the process.
  try {
    const requestHeaders = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      for (const v of Array.isArray(value) ? value : [value ?? ""]) requestHeaders.append(name, v);
    }
    // The path and query as sent; the host is not the client's to choose.
    response = await handler(new Request(new URL(String(req.url), "http://localhost"), { method: req.method, headers: requestHeaders, body, duplex: "half" }));
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
