import "server-only";
import { jsonError } from "@/lib/api";

// Per-IP limit on the public POST endpoints, in a fixed one-minute window held in memory (one server
// process). RATE_LIMIT_PER_MINUTE: default 10; 0 turns it off (benchmarks and load tests).
const WINDOW_MS = 60_000;
const windows = new Map<string, { start: number; count: number }>();

export function limitPerMinute(): number {
  const value = Number(process.env.RATE_LIMIT_PER_MINUTE ?? 10);
  return Number.isFinite(value) && value >= 0 ? value : 10;
}

// The visitor's address. server.mjs overwrites X-Forwarded-For with the socket's address unless
// TRUST_PROXY=1; behind a trusted proxy, the proxy appended the address it saw, so take the last one.
export function clientIp(request: Request): string {
  const forwarded = (request.headers.get("x-forwarded-for") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  const ip = process.env.TRUST_PROXY === "1" ? forwarded.at(-1) : forwarded[0];
  return ip || "unknown";
}

export function rateLimit(request: Request, now = Date.now()): Response | null {
  const limit = limitPerMinute();
  if (limit === 0) return null;
  const key = `${new URL(request.url).pathname} ${clientIp(request)}`;
  let window = windows.get(key);
  if (!window || now - window.start >= WINDOW_MS) {
    window = { start: now, count: 0 };
    windows.set(key, window);
    if (windows.size > 10_000) for (const [k, w] of windows) if (now - w.start >= WINDOW_MS) windows.delete(k);
  }
  window.count++;
  if (window.count <= limit) return null;
  const retryAfter = Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000));
  return jsonError(429, "Too many requests: please try again in a minute", { headers: { "Retry-After": String(retryAfter) } });
}

export function resetRateLimits(): void {
  windows.clear();
}
