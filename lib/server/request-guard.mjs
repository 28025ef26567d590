// What server.mjs refuses before a request reaches Next.js, which would otherwise answer these
// with a bare 500 (and, for unknown methods, a logged stack trace) or follow a foreign host.
import { bodyLimit, sizedPath } from "./body.mjs";

// The methods the site answers; anything else (TRACE, CONNECT, WebDAV verbs ...) is a 405.
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * @param {string | undefined} method
 * @param {string | undefined} target the request target exactly as sent (req.url)
 * @returns {{ status: 400 | 405, error: string } | null}
 */
export function refuseRequest(method, target) {
  if (!method || !ALLOWED_METHODS.includes(method)) return { status: 405, error: "Method not allowed" };
  // Only origin-form targets ("/path?query"). An absolute target ("http://evil.example/blog") made
  // Next redirect to that host; "*" and authority forms are for proxies.
  if (!target || !target.startsWith("/") || target.startsWith("//")) return { status: 400, error: "Bad request: the request target must be a path" };
  const path = target.split(/[?#]/, 1)[0] ?? "";
  // A browser turns a backslash into "/" before it sends a path; one that arrives is a trick: "/\evil.example/"
  // redirected without its slash would send a browser to another host.
  if (path.includes("\\")) return { status: 400, error: "Bad request: the address is not a valid URL" };
  try {
    decodeURIComponent(path);
  } catch {
    return { status: 400, error: "Bad request: the address is not a valid URL" };
  }
  return null;
}

/**
 * A body refused before a byte of it is read: a declared Content-Length over the path's limit
 * (body.mjs), or, where every legitimate client (the workspace's own pages) declares one, no declared length.
 * @param {string} pathname
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @returns {{ status: 411 | 413, error: string } | null}
 */
export function refuseBody(pathname, headers) {
  const limit = bodyLimit(pathname);
  const declared = headers["content-length"];
  if (declared !== undefined && Number(declared) > limit) return { status: 413, error: `Request body must be at most ${limit} bytes` };
  const unsized = declared === undefined && headers["transfer-encoding"] !== undefined;
  if (sizedPath(pathname) && unsized) return { status: 411, error: "Send the request with a Content-Length" };
  return null;
}

// The one spelling of each path: a client can spell an address many ways ("/./about", "/fr/../about",
// "/%61bout", "/pricing/", "/blog//x"), and Next answers each with the same page, so each would be a
// page cache entry of its own. Any other spelling is redirected to this one, as RFC 3986 normalises
// a path: percent-encoded unreserved characters decoded and other encodings in upper case, dot
// segments resolved, empty segments and a trailing slash dropped. Under /_next/ (the build's files,
// which the page cache finds by file name, decoded) an encoded slash is a slash too: "chunks%2Fmain.js"
// and "chunks/x/..%2Fmain.js" are the file "chunks/main.js" spelled otherwise.
/**
 * @param {string} target the request target as sent (req.url), already accepted by refuseRequest
 * @returns {string | null} the target with its canonical path (and its query as sent), or null when
 *   it is canonical already
 */
export function canonicalTarget(target) {
  const [path, query] = splitTarget(target);
  // Nearly every request: nothing to normalise.
  if (!/%|\/\.|\/\/|.\/$/.test(path)) return null;
  const build = path.startsWith("/_next/");
  const decoded = path.replace(/%[0-9a-f]{2}/gi, (/** @type {string} */ encoded) => {
    const char = String.fromCharCode(parseInt(encoded.slice(1), 16));
    return /[A-Za-z0-9\-._~]/.test(char) || (build && char === "/") ? char : encoded.toUpperCase();
  });
  /** @type {string[]} */
  const segments = [];
  for (const segment of decoded.split("/").slice(1)) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  const canonical = `/${segments.join("/")}`;
  return canonical === path ? null : canonical + query;
}

/** @param {string} target @returns {[string, string]} */
const splitTarget = (target) => {
  const at = target.search(/[?#]/);
  return at === -1 ? [target, ""] : [target.slice(0, at), target.slice(at).split("#", 1)[0] ?? ""];
};

// Paths that are never shared and carry the workspace's headers: the workspace and sign-in.
const PRIVATE = /^\/(staff(\/|$)|api\/auth\/)/;
/** @param {string} pathname a request's path, without its query */
export const isPrivatePath = (pathname) => PRIVATE.test(pathname);

// Headers Next.js reads from requests that only its own infrastructure should send (middleware
// subrequests, route matches from a platform, data requests). A client sending them could change what
// Next renders without the answer saying it varies on them, and so poison the page cache; they are
// dropped on the way in.
const INTERNAL_HEADERS = [
  "x-middleware-subrequest",
  "x-middleware-prefetch",
  "x-now-route-matches",
  "x-nextjs-data",
  "x-matched-path",
  "x-invoke-path",
  "x-invoke-query",
  "x-invoke-status",
  "x-invoke-output",
  "x-next-revalidated-tags",
  "x-next-revalidate-tag-token",
];
/** @param {import("node:http").IncomingHttpHeaders} headers */
export function dropInternalHeaders(headers) {
  // Checked first: deleting a property the object lacks still costs, on every request.
  for (const name of INTERNAL_HEADERS) if (name in headers) delete headers[name];
}
