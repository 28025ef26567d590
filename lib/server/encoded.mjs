// Bodies compressed ahead of time, sent as the request accepts: the build's assets
// (lib/server/static-assets.mjs) and the page cache's answers (lib/server/page-cache/) share these
// helpers.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

/**
 * A body in every coding it is sent in, with what is sent beside it.
 * @typedef {{ identity: Buffer, br: Buffer, gzip: Buffer, etag: string, contentType: string, cacheControl: string }} EncodedBody
 * @typedef {"br" | "gzip" | "identity"} Coding
 */

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Brotli and gzip copies of a body, off the event loop, with a brotli window just large enough for
// it (the default is 4 MB whatever the size).
/**
 * @param {Buffer} bytes
 * @param {{ quality: number, gzipLevel: number, maxWindow: number }} levels
 */
async function compress(bytes, { quality, gzipLevel, maxWindow }) {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(maxWindow, Math.max(16, Math.ceil(Math.log2(bytes.length + 1)))),
      },
    }),
    gzip(bytes, { level: gzipLevel }),
  ]);
  return { br, gzip: gz };
}

// The smallest copies a body can have, worth it for a body compressed once and sent many times
// (brotli 11 takes about 0.7 s for /api/blog's 480 KB).
export const compressOnce = (/** @type {Buffer} */ bytes) => compress(bytes, { quality: 11, gzipLevel: 9, maxWindow: 24 });

// Quick copies for an answer just rendered, made in a few milliseconds: the page cache keeps these
// until the answer is asked for again (lib/server/page-cache/serve.mjs). /pricing's 236 KB: brotli 5 and gzip 6
// take about 6 ms of CPU for 21.6 KB of brotli; brotli 11 and gzip 9 take about 180 ms for 18.7 KB.
export const compressQuick = (/** @type {Buffer} */ bytes) => compress(bytes, { quality: 5, gzipLevel: 6, maxWindow: 22 });

// A strong ETag derived from the bytes: every instance gives the same content the same tag.
/** @param {Buffer} bytes */
export function strongEtag(bytes) {
  return `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 32)}"`;
}

// The tag of a body in a coding: each coding is a representation of its own (as Apache's
// mod_deflate does it, the coding is appended inside the quotes), so a cache that kept the gzip
// body never takes a 304 for the brotli one.
/** @param {string} etag @param {Coding} coding */
export function codingEtag(etag, coding) {
  return coding === "identity" ? etag : `${etag.slice(0, -1)}-${coding}"`;
}

// The tag an answer had before compression on the fly appended its coding (compress.mjs): the page
// cache keeps the answer under its own tag, and derives each coding's from it.
/** @param {string} etag @param {unknown} coding the answer's Content-Encoding */
export function uncodedEtag(etag, coding) {
  const suffix = `-${coding}"`;
  return (coding === "br" || coding === "gzip") && etag.endsWith(suffix) ? `${etag.slice(0, -suffix.length)}"` : etag;
}

// The best coding the request accepts: "br" over "gzip" over none; "q=0" refuses one. Browsers send
// a handful of distinct headers, so each one's answer is remembered (up to a bound).
/** @type {Map<string, Coding>} */
const picked = new Map();
/**
 * @param {string | string[] | null | undefined} acceptEncoding
 * @returns {Coding}
 */
export function pickCoding(acceptEncoding) {
  const header = String(acceptEncoding ?? "");
  let coding = picked.get(header);
  if (coding === undefined) {
    coding = parseCoding(header);
    if (picked.size < 256 && header.length < 256) picked.set(header, coding);
  }
  return coding;
}

/** @param {string} acceptEncoding @returns {Coding} */
function parseCoding(acceptEncoding) {
  const accepted = new Set();
  for (const part of acceptEncoding.split(",")) {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (!params.some((p) => /^q=0(?:\.0*)?$/.test(p.trim()))) accepted.add(coding);
  }
  return accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : "identity";
}

// If-None-Match against a strong tag ("*", lists and weak forms of the same tag match).
/** @param {string | string[] | null | undefined} ifNoneMatch @param {string} etag */
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
  res.setHeader("Vary", "Accept-Encoding");
  const coding = pickCoding(req.headers["accept-encoding"]);
  const etag = codingEtag(body.etag, coding);
  res.setHeader("ETag", etag);
  if (matchesEtag(req.headers["if-none-match"], etag)) {
    res.writeHead(304).end();
    return;
  }
  const bytes = body[coding];
  res.setHeader("Content-Type", body.contentType);
  if (coding !== "identity") res.setHeader("Content-Encoding", coding);
  res.setHeader("Content-Length", bytes.length);
  res.writeHead(200).end(req.method === "HEAD" ? undefined : bytes);
}
