import "server-only";
import { addressKey, resolvedClient } from "@/lib/server/client-address.mjs";

// Who a request comes from, for the lead forms' rate limit and the staff sign-in throttle.

// The visitor's address, as server.mjs worked it out (lib/server/client-address.mjs).
export function clientIp(request: Request): string {
  return resolvedClient(request.headers.get("x-forwarded-for")) || "unknown";
}

// Who a limit counts: an IPv4 address, or an IPv6 address's /64 (lib/server/client-address.mjs).
export const clientKey = (ip: string): string => addressKey(ip);
