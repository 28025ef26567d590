import "server-only";
import { isIPv4 } from "node:net";
import { jsonError } from "@/lib/api";

// Limits on the public POST endpoints, in fixed one-minute windows held in memory (one server
// process):
// - per client: RATE_LIMIT_PER_MINUTE requests (default 10) from one address, or one IPv6 /64;
// - site-wide: LEADS_PER_MINUTE_MAX stored leads (default 600) from all clients together, so no
//   number of addresses can flood the database.
// 0 turns either off (benchmarks and load tests).
const WINDOW_MS = 60_000;

interface Window {
  start: number;
  count: number;
}

const windows = new Map<string, Window>();
let siteWide: Window = { start: 0, count: 0 };

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

export const limitPerMinute = () => setting("RATE_LIMIT_PER_MINUTE", 10);
export const leadsPerMinuteMax = () => setting("LEADS_PER_MINUTE_MAX", 600);

// The visitor's address. server.mjs overwrites X-Forwarded-For with the socket's address unless
// TRUST_PROXY=1; behind a trusted proxy, the proxy appended the address it saw, so take the last one.
export function clientIp(request: Request): string {
  const forwarded = (request.headers.get("x-forwarded-for") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  const ip = process.env.TRUST_PROXY === "1" ? forwarded.at(-1) : forwarded[0];
  return ip || "unknown";
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

// Counts one request in a window; the seconds to wait when it is over the limit, else null.
function count(window: Window, limit: number, now: number): number | null {
  window.count++;
  return window.count <= limit ? null : Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000));
}

export function rateLimit(request: Request, now = Date.now()): Response | null {
  const limit = limitPerMinute();
  if (limit === 0) return null;
  const key = `${new URL(request.url).pathname} ${clientKey(clientIp(request))}`;
  let window = windows.get(key);
  if (!window || now - window.start >= WINDOW_MS) {
    window = { start: now, count: 0 };
    windows.set(key, window);
    if (windows.size > 10_000) for (const [k, w] of windows) if (now - w.start >= WINDOW_MS) windows.delete(k);
  }
  const retryAfter = count(window, limit, now);
  if (retryAfter === null) return null;
  return jsonError(429, "Too many requests: please try again in a minute", { headers: { "Retry-After": String(retryAfter) } });
}

// Called for a valid lead just before it is stored, so malformed posts cannot use up the allowance.
export function siteWideLeadLimit(now = Date.now()): Response | null {
  const limit = leadsPerMinuteMax();
  if (limit === 0) return null;
  if (now - siteWide.start >= WINDOW_MS) siteWide = { start: now, count: 0 };
  const retryAfter = count(siteWide, limit, now);
  if (retryAfter === null) return null;
  return jsonError(503, "We are receiving an unusual number of requests: please try again in a minute", {
    headers: { "Retry-After": String(retryAfter) },
  });
}

export function resetRateLimits(): void {
  windows.clear();
  siteWide = { start: 0, count: 0 };
}
