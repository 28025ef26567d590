// Request bodies: the most each path may send, and the one reader that holds a body to it. The guard
// refuses a declared length over the limit before Next sees the request (request-guard.mjs); the
// handlers read through `readBody` (lib/api.ts for the forms' JSON, lib/staff/auth-gate.ts for
// /api/auth), which stops at the limit whatever the client declared. server.mjs reads a body whole
// before its request may wait for Next (bodyReader).
import { IncomingMessage } from "node:http";

// Sign-in forms and codes are a few hundred bytes, the workspace's forms a few KB (a 5,000-character
// note, percent-encoded), the lead forms' JSON well under 16 KB; an image upload to the media library
// at most 10 MB (lib/content/image-rules.ts) with its multipart envelope; nothing else the site answers
// takes a body at all. An analytics beacon (POST /api/event, collector.mjs) is a page's batch of events,
// a few KB: 8 KB is twice the most the site's script sends at once.
export const BODY_LIMITS = { auth: 4 * 1024, staff: 64 * 1024, forms: 16 * 1024, media: 10 * 1024 * 1024 + 64 * 1024, events: 8 * 1024 };

const STAFF = /^\/staff(\/|$)/;
// POST /staff/api/content/media and PUT /staff/api/content/media/{id}/file.
const MEDIA_UPLOAD = /^\/staff\/api\/content\/media(\/[0-9]+\/file)?$/;

/**
 * The paths whose every legitimate client (the workspace's own pages) declares a body's length.
 * @param {string} pathname
 */
export const sizedPath = (pathname) => pathname.startsWith("/api/auth/") || STAFF.test(pathname);

/**
 * The most a request body to this path may hold, in bytes.
 * @param {string} pathname
 */
export function bodyLimit(pathname) {
  if (pathname.startsWith("/api/auth/")) return BODY_LIMITS.auth;
  if (pathname === "/api/event") return BODY_LIMITS.events;
  if (MEDIA_UPLOAD.test(pathname)) return BODY_LIMITS.media;
  if (STAFF.test(pathname)) return BODY_LIMITS.staff;
  return BODY_LIMITS.forms;
}

/**
 * The body as text, or null when it is over the limit: a declared Content-Length is checked before
 * anything is read, and a body sent without one is read only up to the limit.
 * @param {Request} request
 * @param {number} limit
 * @returns {Promise<string | null>}
 */
export async function readBody(request, limit) {
  if (Number(request.headers.get("content-length") ?? 0) > limit) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  /** @type {Uint8Array[]} */
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

// How long a body may take to arrive once its headers have: a sign-in or a workspace form is a few KB
// that a phone on a bad network sends in a second or two; an image upload, 10 MB, gets the 30 s that
// server.mjs gives a whole request (requestTimeout).
const BODY_DEADLINE_MS = 10_000;
const UPLOAD_DEADLINE_MS = 30_000;

/** @param {string} pathname */
export const bodyDeadline = (pathname) => (MEDIA_UPLOAD.test(pathname) ? UPLOAD_DEADLINE_MS : BODY_DEADLINE_MS);

/**
 * @typedef {{ status: 400 | 408 | 503, error: string }} BodyRefusal
 * @typedef {import("node:http").ServerResponse} ServerResponse
 */

/**
 * server.mjs reads each request's body whole before the request takes a render slot, so a client
 * trickling a body (16 sockets sending a sign-in's 4 KB a byte a second held all 16 slots for 30 s:
 * attack turn 5, M3) waits on its own, and Next is handed a request whose body is all in memory: the
 * request itself when its body came with its headers (most do), else a copy of it (same socket, method,
 * target and headers) whose stream holds the body, unread, which Next reads as it reads any request
 * (a route handler's Request takes it as its body, and refuses a stream something has read from).
 * Media uploads too: 10 MB on a slow uplink is exactly what must not hold a slot, and the memory all
 * bodies hold at once is bounded by `maxBytes`.
 * @param {{ maxBytes: number, deadline?: (pathname: string) => number }} options `maxBytes`: the most
 *   body bytes held at once, by every request together (each request's count is given back when its
 *   response closes); `deadline`: how long a path's body may take, in ms (bodyDeadline)
 */
export function bodyReader({ maxBytes, deadline = bodyDeadline }) {
  let held = 0;
  const stats = { timedOut: 0, refused: 0, held: () => held };

  /**
   * Reads the body of a request with a declared length, which the guard has held to its path's limit
   * (request-guard.mjs refuseBody), within its path's deadline.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {string} pathname
   * @returns {Promise<{ req: IncomingMessage } | { refusal: BodyRefusal }>} the request to hand on,
   *   or the refusal to answer with (unheard when the client has left)
   */
  function readFirst(req, res, pathname) {
    let taken = 0;
    /** @param {number} bytes */
    const take = (bytes) => {
      if (held + bytes > maxBytes) return false;
      held += bytes;
      taken += bytes;
      return true;
    };
    res.once("close", () => (held -= taken));
    const busy = () => {
      stats.refused++;
      return { refusal: /** @type {BodyRefusal} */ ({ status: 503, error: "The site is busy: please try again in a few seconds" }) };
    };
    // Most bodies arrive with their headers: nothing to wait for.
    if (req.complete) return Promise.resolve(take(req.readableLength) ? { req } : busy());
    return new Promise((resolve) => {
      /** @type {Buffer[]} */
      const chunks = [];
      /** @param {{ req: IncomingMessage } | { refusal: BodyRefusal }} outcome */
      const done = (outcome) => {
        clearTimeout(timer);
        req.off("readable", onReadable).off("error", gone);
        res.off("close", gone);
        resolve(outcome);
      };
      const onReadable = () => {
        for (let chunk; (chunk = req.read()) !== null;) {
          if (!take(chunk.length)) return done(busy());
          chunks.push(chunk);
        }
        if (req.complete) done({ req: withBody(req, chunks) });
      };
      const gone = () => done({ refusal: { status: 400, error: "The client closed the connection before its request ended" } });
      const timer = setTimeout(() => {
        stats.timedOut++;
        done({ refusal: { status: 408, error: "The request body did not arrive in time" } });
      }, deadline(pathname));
      req.on("readable", onReadable).on("error", gone);
      res.once("close", gone);
    });
  }
  return { readFirst, stats };
}

/**
 * A copy of a request whose body has been read: the same socket, method, target and headers (the same
 * object, so what is set on one is seen on both), its stream holding the body, ended.
 * @param {IncomingMessage} req
 * @param {Buffer[]} chunks
 */
function withBody(req, chunks) {
  const copy = new IncomingMessage(req.socket);
  Object.assign(copy, {
    method: req.method,
    url: req.url,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
    headers: req.headers,
    rawHeaders: req.rawHeaders,
    complete: true,
  });
  for (const chunk of chunks) copy.push(chunk);
  copy.push(null);
  return copy;
}
