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
