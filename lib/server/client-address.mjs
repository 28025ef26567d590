// The one client address the application sees (rate limits, sign-in throttling, the audit log), worked
// out here only. server.mjs replaces X-Forwarded-For with it, since Next passes a client's own header
// through untouched; the route handlers and the staff pages read it back through the same function.

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
