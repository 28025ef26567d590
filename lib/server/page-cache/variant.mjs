// One kept answer of an address (a variant: the answer for one set of values of the headers it varies
// on), as pure functions: whether an answer may be kept at all, what it holds once kept (its bodies
// in their codings, their ETags, the headers it answers with), what it counts in memory, and
// http-cache-semantics' verdict on it now. The HTTP rules (freshness, Vary, revalidation) are
// http-cache-semantics'.
import CachePolicy from "http-cache-semantics";
import { codingEtag, compressQuick, strongEtag } from "../encoded.mjs";
import { varyKey, varyNames } from "./keys.mjs";

// Text worth compressing; images are stored as they are.
const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|javascript)|image\/svg\+xml)/;
// Headers of the stored answer that are the cache's (or each request's: its id) to set when it sends one.
const OWN_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "etag", "connection", "keep-alive", "x-cache", "x-request-id"]);
// A body larger than this is sent, not kept.
export const MAX_ENTRY_BYTES = 4 * 1024 * 1024;
// What an entry holds besides its bodies and headers: the policy object, its bookkeeping.
const ENTRY_OVERHEAD = 2048;

/**
 * @typedef {[string, string | string[]][]} HeaderList
 * @typedef {{
 *   policy: CachePolicy,
 *   request: { url: string, method: string, headers: Record<string, string> },
 *   varyNames: string[],
 *   vary: string,
 *   tags: Record<import("../encoded.mjs").Coding, string>,
 *   bodies: { identity?: Buffer, br?: Buffer, gzip?: Buffer },
 *   length: number,
 *   best: boolean,
 *   upgrading: boolean,
 *   headerBytes: number,
 *   bytes: number,
 *   verdict: { until: number, stale?: boolean, headers?: HeaderList | null },
 * }} Variant
 * @typedef {{
 *   policy: CachePolicy,
 *   request: Variant["request"],
 *   names: string[],
 *   vary: string,
 *   headers: CachePolicy.Headers,
 * }} Keepable
 */

/**
 * An answer's headers less those the cache sets itself (Content-Length, the one header Node keeps as a
 * number, among them).
 * @param {import("node:http").OutgoingHttpHeaders | Record<string, unknown>} headers
 */
const withoutOwn = (headers) => Object.entries(headers).filter(([name]) => !OWN_HEADERS.has(name));

/**
 * Whether an answer may be kept, and as what: only a complete 200 whose own headers say a shared cache
 * may keep it for a while, no Set-Cookie, no `Vary: *`; Next's own stale copy (served while it
 * regenerates the page) is not kept: the next request asks again. Null when it may not.
 * @param {string} url the entry's key
 * @param {string} host the site's host name it was asked of
 * @param {import("node:http").IncomingHttpHeaders} requestHeaders as the client sent them
 * @param {number} status
 * @param {import("node:http").OutgoingHttpHeaders} rawHeaders
 * @returns {Keepable | null}
 */
export function keepable(url, host, requestHeaders, status, rawHeaders) {
  const headers = /** @type {CachePolicy.Headers} */ (Object.fromEntries(withoutOwn(rawHeaders)));
  const names = varyNames(headers.vary);
  // The request as the cache compares it: its host and the headers the answer varies on, nothing
  // else. Conditional headers are answered by the cache itself and, as CDNs do, a browser's reload
  // (Cache-Control: no-cache) does not reach past the cache.
  /** @type {Record<string, string>} */
  const varied = { host };
  for (const name of names) if (typeof requestHeaders[name] === "string") varied[name] = requestHeaders[name];
  const request = { url, method: "GET", headers: varied };
  const cacheControl = String(headers["cache-control"] ?? "");
  const policy =
    status === 200 && !headers["set-cookie"] && !names.includes("*") && headers["x-nextjs-cache"] !== "STALE" && /(s-maxage|public|max-age)/.test(cacheControl)
      ? new CachePolicy(request, { status, headers }, { shared: true })
      : null;
  if (!policy?.storable() || policy.timeToLive() <= 0) return null;
  return { policy, request, names, vary: varyKey(names, varied, host), headers };
}

/**
 * A keepable answer as a variant: its own ETag when it has one (a client that saw it from Next gets its
 * 304 from the cache too), else one of its bytes; compressed quickly before it is kept, so a visitor who
 * accepts a coding gets one from the first hit on (lib/server/encoded.mjs).
 * @param {Keepable} keepable
 * @param {unknown} ownEtag
 * @param {Buffer} identity
 * @returns {Promise<Variant>}
 */
export async function makeVariant({ policy, request, names, vary, headers }, ownEtag, identity) {
  const etag = typeof ownEtag === "string" && /^"[^"]+"$/.test(ownEtag) ? ownEtag : strongEtag(identity);
  const compressible = COMPRESSIBLE.test(String(headers["content-type"] ?? "")) && identity.length > 1024;
  const bodies = compressible ? await compressQuick(identity) : { identity };
  /** @type {Variant} */
  const variant = {
    policy,
    request,
    varyNames: names,
    vary,
    tags: { identity: etag, br: codingEtag(etag, "br"), gzip: codingEtag(etag, "gzip") },
    bodies,
    length: identity.length,
    best: !compressible,
    upgrading: false,
    headerBytes: 2 * JSON.stringify(request.headers).length + 4 * JSON.stringify(headers).length,
    bytes: 0,
    verdict: { until: 0 },
  };
  variant.bytes = sizeOf(variant);
  return variant;
}

/**
 * What a variant holds: its bodies, the headers it keeps (the policy's, and the verdict's copy), and
 * its bookkeeping.
 * @param {Pick<Variant, "bodies" | "headerBytes">} variant
 */
export function sizeOf(variant) {
  return Object.values(variant.bodies).reduce((n, b) => n + b.length, 0) + variant.headerBytes + ENTRY_OVERHEAD;
}

/**
 * http-cache-semantics' verdict on a variant (fresh, stale but usable while it is refreshed, or
 * unusable: no headers) and the headers to answer with, worked out at most once a second: the request
 * it is asked about is the one that stored it, as every request that reaches it matches it on its URL,
 * host and Vary headers, and the request's own Cache-Control is ignored; Age counts whole seconds.
 * @param {Variant} variant
 * @param {number} now
 */
export function verdict(variant, now = Date.now()) {
  if (now < variant.verdict.until) return variant.verdict;
  const { response, revalidation } = variant.policy.evaluateRequest(variant.request);
  const stale = Boolean(revalidation);
  /** @type {HeaderList | null} */
  let headers = null;
  if (response) {
    // Every value is set: http-cache-semantics copies the stored answer's headers.
    headers = /** @type {HeaderList} */ (withoutOwn(response.headers));
    headers.push(["X-Cache", stale ? "STALE" : "HIT"]);
  }
  variant.verdict = { until: now + 1000, stale, headers };
  return variant.verdict;
}
