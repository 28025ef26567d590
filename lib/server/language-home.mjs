// The home page for a visitor who chose French: the language links set the `torque-lang` cookie
// (components/layout/language-link.tsx), and a later visit to / goes on to /fr. Only / is
// redirected, only by that choice: never by Accept-Language, so crawlers and first visits get the
// page they asked for.

/**
 * @param {import("node:http").IncomingMessage} req
 * @returns {string | null} where to send the visitor, or null to serve the request as it is
 */
export function chosenHome(req) {
  if ((req.method !== "GET" && req.method !== "HEAD") || !req.headers.cookie) return null;
  const [path, query = ""] = String(req.url).split(/\?(.*)/s, 2);
  if (path !== "/") return null;
  const chosen = req.headers.cookie.split(/;\s*/).some((c) => c === "torque-lang=fr");
  return chosen ? `/fr${query ? `?${query}` : ""}` : null;
}
