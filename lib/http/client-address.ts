import "server-only";
import { isIPv4 } from "node:net";
import { resolvedClient } from "@/lib/server/client-address.mjs";

// Who a request comes from, for the lead forms' rate limit and the staff sign-in throttle.

// The visitor's address, as server.mjs worked it out (lib/server/client-address.mjs).
export function clientIp(request: Request): string {
  return resolvedClient(request.headers.get("x-forwarded-for")) || "unknown";
}

// Who a limit counts: an IPv4 address, or the /64 network of an IPv6 address (one host, or one
// home or phone connection, is usually handed a whole /64, so single addresses mean nothing).
export function clientKey(ip: string): string {
  const address = ip.replace(/%.*$/, "").toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  if (isIPv4(address) || !address.includes(":")) return address;
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(":")}::/64`;
}
