// Bodies compressed ahead of time, sent as the request accepts: the build's assets
// (lib/http/static-assets.mjs) and the page cache's answers (lib/http/page-cache.mjs) share these
// helpers. Plain JavaScript: server.mjs runs on Node without a build step.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

/** @typedef {import("./encoded.d.mts").EncodedBody} EncodedBody */

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// The smallest brotli and gzip a body can have, worth it for a body compressed once and sent many
// times (brotli 11 takes about 0.7 s for /api/blog's 480 KB, off the event loop).
export async function compressOnce(bytes) {
  const [br, gz] = await Promise.all([
    // A window just large enough for the body (the default is 4 MB whatever the size).
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(16, Math.ceil(Math.log2(bytes.length + 1)))),
      },
    }),
    gzip(bytes, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

// A strong ETag derived from the bytes: every instance gives the same content the same tag.
export function strongEtag(bytes) {
  return `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 32)}"`;
}

// The best coding the request accepts: "br" over "gzip" over none; "q=0" refuses one. Browsers send
// a handful of distinct headers, so each one's answer is remembered (up to a bound).
const picked = new Map();
export function pickCoding(acceptEncoding) {
  const header = String(acceptEncoding ?? "");
  let coding = picked.get(header);
  if (coding === undefined) {
    coding = parseCoding(header);
    if (picked.size < 256) picked.set(header, coding);
  }
  return coding;
}

function parseCoding(acceptEncoding) {
  const accepted = new Set();
  for (const part of acceptEncoding.split(",")) {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (!params.some((p) => /^q=0(?:\.0*)?$/.test(p.trim()))) accepted.add(coding);
  }
  return accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : "identity";
}

// If-None-Match against a strong tag ("*", lists and weak forms of the same tag match).
export function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  return String(ifNoneMatch)
    .split(",")
    .some((tag) => {
      const t = tag.trim();
      return t === "*" || t.replace(/^W\//, "") === etag;
    });
}

/**
 * Answers with one of a body's encodings, or 304 when the client has it.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {EncodedBody} body
 * @param {{ key: string, value: string }[]} headers sent as well (the site's security headers)
 */
export function sendEncoded(req, res, body, headers) {
  for (const { key, value } of headers) res.setHeader(key, value);
  res.setHeader("Cache-Control", body.cacheControl);
  res.setHeader("ETag", body.etag);
  res.setHeader("Vary", "Accept-Encoding");
  if (matchesEtag(req.headers["if-none-match"], body.etag)) {
    res.writeHead(304).end();
    return;
  }
  const coding = pickCoding(req.headers["accept-encoding"]);
  const bytes = body[coding];
  res.setHeader("Content-Type", body.contentType);
  if (coding !== "identity") res.setHeader("Content-Encoding", coding);
  res.setHeader("Content-Length", bytes.length);
  res.writeHead(200).end(req.method === "HEAD" ? undefined : bytes);
}
