// What server.mjs refuses before a request reaches Next.js, which would otherwise answer these
// with a bare 500 (and, for unknown methods, a logged stack trace) or follow a foreign host.
// Plain JavaScript: server.mjs runs on Node without a build step.

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
  const path = target.split(/[?#]/, 1)[0];
  try {
    decodeURIComponent(path);
  } catch {
    return { status: 400, error: "Bad request: the address is not a valid URL" };
  }
  return null;
}

// The most a request body may hold, by path: sign-in forms and codes are a few hundred bytes, the
// workspace's forms a few KB (a 5,000-character note, percent-encoded), the lead forms 16 KB
// (lib/api.ts MAX_BODY_BYTES); nothing else the site answers takes a body at all.
const STAFF = /^\/staff(\/|$)/;
export function bodyLimit(pathname) {
  if (pathname.startsWith("/api/auth/")) return 4 * 1024;
  if (STAFF.test(pathname)) return 64 * 1024;
  return 16 * 1024;
}

/**
 * A body refused before a byte of it is read: a declared Content-Length over the path's limit, or,
 * where every legitimate client (the workspace's own pages) declares one, no declared length.
 * @param {string} pathname
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @returns {{ status: 411 | 413, error: string } | null}
 */
export function refuseBody(pathname, headers) {
  const limit = bodyLimit(pathname);
  const declared = headers["content-length"];
  if (declared !== undefined && Number(declared) > limit) return { status: 413, error: `Request body must be at most ${limit} bytes` };
  const sized = pathname.startsWith("/api/auth/") || STAFF.test(pathname);
  if (sized && declared === undefined && headers["transfer-encoding"] !== undefined) return { status: 411, error: "Send the request with a Content-Length" };
  return null;
}

// A path with a trailing slash ("/staff/", "/pricing//") is answered with a redirect to the path
// without it here, with the site's headers, rather than by Next's bare redirect.
export function withoutTrailingSlash(target) {
  const [path, query] = splitTarget(target);
  if (path === "/" || !path.endsWith("/")) return null;
  return (path.replace(/\/+$/, "") || "/") + query;
}

const splitTarget = (target) => {
  const at = target.search(/[?#]/);
  return at === -1 ? [target, ""] : [target.slice(0, at), target.slice(at).split("#", 1)[0]];
};

// Headers Next.js reads from requests that only its own infrastructure should send (middleware
// subrequests, route matches from a platform, data requests). A client sending them could change what
// Next renders without the answer saying it varies on them, and so poison the page cache; they are
// dropped on the way in.
const INTERNAL_HEADERS = ["x-middleware-subrequest", "x-middleware-prefetch", "x-now-route-matches", "x-nextjs-data", "x-matched-path", "x-invoke-path", "x-invoke-query", "x-invoke-status", "x-invoke-output", "x-next-revalidated-tags", "x-next-revalidate-tag-token"];
export function dropInternalHeaders(headers) {
  // Checked first: deleting a property the object lacks still costs, on every request.
  for (const name of INTERNAL_HEADERS) if (name in headers) delete headers[name];
}
