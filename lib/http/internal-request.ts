import "server-only";
import { REVALIDATE_HEADER, isRevalidationSecret } from "@/lib/server/content-events.mjs";
import { clientIp } from "./client-address";

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

// A request this instance's server sent itself to apply a content event (lib/server/content-events.mjs):
// from this machine, with the secret of the process. Anything else is not told the route exists.
export function isInternalRevalidation(request: Request): boolean {
  return LOOPBACK.test(clientIp(request)) && isRevalidationSecret(request.headers.get(REVALIDATE_HEADER));
}
