// Requests this process sends to its own server: the publish gate's preview for the HTML checker
// (lib/content/preview.ts), a content event's revalidation and the pages it asks again, the page
// cache's background refresh and the warm-up (server.mjs `ask`). They carry a secret of the process in
// one header, and server.mjs gives them a render lane of their own: a publish holding a public render
// slot while it waits for its own preview must never wait behind the other publishes holding the rest
// (attack turn 5, H3: 16 publishes at once held all 16 slots, their previews queued behind them, and
// nothing that needed Next answered until the clients left). The secret is kept on the bridge
// (bridge.mjs), so the copy of this module in Next's bundle sends the one server.mjs checks.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { shared } from "./bridge.mjs";

export const INTERNAL_HEADER = "x-torque-internal";

const secret = shared("internal", () => randomBytes(32).toString("hex"));

/** The header that marks a request as this process's own. */
export const internalHeaders = () => ({ [INTERNAL_HEADER]: secret });

/**
 * Whether a request is one this process sent itself; the header is taken off the request either way,
 * so neither Next nor a log line ever sees it, and a client sending it gets nothing for it.
 * @param {import("node:http").IncomingHttpHeaders} headers
 */
export function takeInternal(headers) {
  if (!(INTERNAL_HEADER in headers)) return false;
  const sent = Buffer.from(String(headers[INTERNAL_HEADER]));
  delete headers[INTERNAL_HEADER];
  const own = Buffer.from(secret);
  return sent.length === own.length && timingSafeEqual(sent, own);
}
