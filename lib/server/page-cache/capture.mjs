// Keeping what Next answers: the answer is watched as Next writes it (before it is compressed for the
// wire) and, once it has finished, kept if its own headers let a shared cache keep it (s-maxage,
// public; never private, no-store, Set-Cookie: lib/server/page-cache/variant.mjs). An entry keeps the
// request headers its Vary names and nothing else of the visitor's (no cookies, addresses or request id).
import { applies, requestKey } from "./keys.mjs";
import { markCaptured, releaseWaiters } from "./serve.mjs";
import { MAX_ENTRY_BYTES, keepable, makeVariant } from "./variant.mjs";
import { uncodedEtag } from "../encoded.mjs";

/**
 * @param {{
 *   store: ReturnType<typeof import("./store.mjs").createStore>,
 *   siteHost: ReturnType<typeof import("./keys.mjs").siteHosts>["siteHost"],
 *   stats: import("./serve.mjs").Stats,
 * }} options
 */
export function createCapture({ store, siteHost, stats }) {
  // Answers being stored, so a burst of requests does the work once.
  const storing = new Set();

  /**
   * Watches an answer Next is about to write, before it is compressed for the wire, and keeps it if
   * its headers allow. Call before the response is written.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("./serve.mjs").MarkedResponse} res
   */
  function capture(req, res) {
    const host = siteHost(req.headers);
    if (req.method !== "GET" || !applies(req) || host === null) return;
    // Set before the answer's own headers: Node then merges headers given to writeHead into the ones
    // getHeaders() reports (without a header set first, it writes them straight out).
    res.setHeader("X-Cache", "MISS");
    markCaptured(res);
    const url = requestKey(req);
    const generation = store.generationOf(url);
    // As the client sent them: Next removes its router headers (rsc ...) from the request as it renders.
    const requestHeaders = { ...req.headers };
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    const write = res.write;
    const end = res.end;
    /** @param {unknown} chunk @param {unknown} encoding */
    const take = (chunk, encoding) => {
      if (chunk == null || size > MAX_ENTRY_BYTES) return;
      const buffer =
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? /** @type {BufferEncoding} */ (encoding) : "utf8")
          : Buffer.from(/** @type {Uint8Array} */ (chunk));
      size += buffer.length;
      chunks.push(buffer);
    };
    res.write = /** @type {typeof res.write} */ (
      function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
        take(chunk, encoding);
        return write.call(this, chunk, encoding, callback);
      }
    );
    res.end = /** @type {typeof res.end} */ (
      function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
        if (typeof chunk !== "function") take(chunk, encoding);
        return end.call(this, chunk, encoding, callback);
      }
    );
    res.once("finish", () => {
      const headers = res.getHeaders();
      // The answer's own tag: compressed on the fly, it went out with its coding appended.
      const etag = typeof headers.etag === "string" ? uncodedEtag(headers.etag, headers["content-encoding"]) : null;
      const kept =
        size > MAX_ENTRY_BYTES ? Promise.resolve() : keep(url, generation, host, requestHeaders, res.statusCode, headers, etag, Buffer.concat(chunks));
      // The requests waiting for this one look again once its answer is kept (or found not keepable).
      void kept.finally(() => releaseWaiters(res));
    });
  }

  /**
   * @param {string} url
   * @param {number} generation its path's purge count when its render began
   * @param {string} host
   * @param {import("node:http").IncomingHttpHeaders} requestHeaders
   * @param {number} status
   * @param {import("node:http").OutgoingHttpHeaders} rawHeaders
   * @param {unknown} ownEtag
   * @param {Buffer} identity
   */
  async function keep(url, generation, host, requestHeaders, status, rawHeaders, ownEtag, identity) {
    const answer = keepable(url, host, requestHeaders, status, rawHeaders);
    store.setPass(url, answer === null);
    if (answer === null) return;
    const id = `${url} ${answer.vary}`;
    if (storing.has(id)) return;
    storing.add(id);
    try {
      const variant = await makeVariant(answer, ownEtag, identity);
      if (store.generationOf(url) !== generation) return;
      store.put(variant);
      stats.stored++;
    } finally {
      storing.delete(id);
    }
  }

  return { capture };
}
