// What an entry of the page cache is kept under, and which requests it concerns at all: pure
// functions of a request's URL and headers, so what a client controls cannot grow the cache. An entry's
// key is the path (made canonical by server.mjs before it gets here) and the few query parameters a
// page reads; only the site's own host names make entries (another Host is answered from the main
// host's); an address's variants are told apart by the request headers its answer's Vary names.
import { isPrivatePath } from "../request-guard.mjs";

// The query parameters a kept answer depends on: Next's `_rsc` (an RSC request's cache-buster), on an
// RSC request only (`RSC: 1`), and /api/blog's `lang`. Any other parameter (a campaign's utm_*, a
// made-up one, `_rsc` on a request for the document) still reaches Next, which ignores it, but makes
// no entry of its own: each made-up `?_rsc=` on /pricing was a render and an entry.
export const KEY_PARAMS = new Set(["_rsc", "lang"]);
const DOCUMENT_KEY_PARAMS = new Set(["lang"]);
// Request headers an entry never varies on: every encoding is kept; and a public page that read a
// cookie would be rendered per request and marked private by Next, so the one cookie that changes
// what / answers (the language choice) is answered before the cache (lib/server/language-home.mjs).
const NOT_VARIED = new Set(["accept-encoding", "cookie"]);
// Where the build's assets are served from.
export const ASSETS = "/_next/static/";
// Uploaded images (/media/{hash}/...): immutable and up to a few hundred KB each, kept by browsers and
// any CDN for a year; kept here, a burst of them would evict the pages this cache is for.
const MEDIA = "/media/";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */

/**
 * The path of a URL or key, without its query.
 * @param {string} url
 */
export const pathOf = (url) => url.split("?", 1)[0] ?? "";

/**
 * The URL an entry is kept under: the path, and the parameters a page reads, sorted.
 * @param {string} url
 * @param {boolean} rsc whether the request is an RSC request (`RSC: 1`)
 */
export function keyOf(url, rsc = false) {
  const at = url.indexOf("?");
  if (at === -1) return url;
  const params = rsc ? KEY_PARAMS : DOCUMENT_KEY_PARAMS;
  const kept = [...new URLSearchParams(url.slice(at + 1))].filter(([name]) => params.has(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length ? `${url.slice(0, at)}?${new URLSearchParams(kept)}` : url.slice(0, at);
}

/**
 * The key a request's answer is kept under.
 * @param {IncomingMessage} req
 */
export const requestKey = (req) => keyOf(String(req.url), req.headers.rsc === "1");

/**
 * The request headers an answer varies on (its Vary), less those it never varies on here.
 * @param {unknown} vary
 */
export function varyNames(vary) {
  return String(vary ?? "")
    .toLowerCase()
    .split(",")
    .map((h) => h.trim())
    .filter((h) => h && !NOT_VARIED.has(h));
}

/**
 * The values of those headers in a request, which tell an address's variants apart, and its host.
 * @param {string[]} names
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {string | null} host
 */
export function varyKey(names, headers, host) {
  let key = `${host}\n`;
  for (const name of names) key += `${headers[name] ?? "\u0000"}\n`;
  return key;
}

/**
 * Whether the shared cache concerns a request: a GET or HEAD of a public path that is not an uploaded
 * image; a request with credentials of its own is never answered from, nor stored in, the shared cache.
 * @param {IncomingMessage} req
 */
export function applies(req) {
  const pathname = pathOf(String(req.url));
  return (req.method === "GET" || req.method === "HEAD") && !isPrivatePath(pathname) && !pathname.startsWith(MEDIA) && !req.headers.authorization;
}

/**
 * The site's host names: `siteHost` gives the host name a request was asked of (lower case, without
 * its port), or null when it is not one of the site's (a made-up Host must not make entries); `mainHost`
 * is the first of them (SITE_URL's), whose entries answer a Host the site does not know.
 * @param {Iterable<string>} hosts
 */
export function siteHosts(hosts) {
  const names = new Set([...hosts].map((h) => h.toLowerCase()));
  // Each Host header value the site answers as, and its host name.
  /** @type {Map<string, string | null>} */
  const hostOf = new Map();
  /** @param {import("node:http").IncomingHttpHeaders} headers */
  function siteHost(headers) {
    const sent = String(headers.host ?? "");
    let host = hostOf.get(sent);
    if (host === undefined) {
      const name = sent.toLowerCase().replace(/:\d*$/, "");
      host = names.has(name) ? name : null;
      // Remembered for the site's own few Host values only: a made-up one is worked out each time.
      if (host !== null && hostOf.size < 64) hostOf.set(sent, host);
    }
    return host;
  }
  return { siteHost, mainHost: names.values().next().value ?? "" };
}
