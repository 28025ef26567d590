// The one client address the application sees (rate limits, sign-in throttling, the audit log), worked
// out here only. server.mjs replaces X-Forwarded-For with it, since Next passes a client's own header
// through untouched; the route handlers and the staff pages read it back through the same function.
import { isIPv4 } from "node:net";

/**
 * The socket's address, or behind a trusted proxy (TRUST_PROXY=1) the last X-Forwarded-For entry,
 * the one that proxy appended: earlier entries are whatever the client sent.
 * @param {string | string[] | null | undefined} forwardedFor the request's X-Forwarded-For
 * @param {string | undefined} socketAddress the peer's address; behind server.mjs, the one address
 *   it left in X-Forwarded-For
 * @returns {string} "" when neither says
 */
export function clientAddress(forwardedFor, socketAddress) {
  const forwarded =
    process.env.TRUST_PROXY === "1"
      ? String(forwardedFor ?? "")
          .split(",")
          .pop()
          ?.trim()
      : "";
  return forwarded || socketAddress || "";
}

/**
 * The address server.mjs resolved, read back from a request it passed on to Next.
 * @param {string | null | undefined} forwardedFor the X-Forwarded-For server.mjs set
 */
export function resolvedClient(forwardedFor) {
  return clientAddress(
    forwardedFor,
    String(forwardedFor ?? "")
      .split(",", 1)[0]
      ?.trim(),
  );
}

/**
 * Who a limit or a count counts: an IPv4 address, or the /64 network of an IPv6 address (one host, or
 * one home or phone connection, is usually handed a whole /64, so single addresses mean nothing). The
 * lead forms' rate limit, the sign-in throttle and the analytics visitor hash (collector.mjs) use it.
 * @param {string} ip
 * @returns {string}
 */
export function addressKey(ip) {
  const address = ip.replace(/%.*$/, "").toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return /** @type {string} */ (mapped[1]);
  if (isIPv4(address) || !address.includes(":")) return address;
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(":")}::/64`;
}
