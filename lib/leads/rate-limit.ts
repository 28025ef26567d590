import "server-only";
import { countAgainst, resetCounts } from "@/db/dialect";
import { jsonError } from "@/lib/api";
import { clientIp, clientKey } from "@/lib/http/client-address";
import { metrics } from "@/lib/server/metrics.mjs";

// Limits on the public POST endpoints, in one-minute windows (rate-limiter-flexible):
// - per client: RATE_LIMIT_PER_MINUTE requests (default 10) from one address, or one IPv6 /64;
// - site-wide: LEADS_PER_MINUTE_MAX stored leads (default 600) from all clients together, so no
//   number of addresses can flood the database.
// 0 turns either off (benchmarks and load tests). On PostgreSQL the counts live in the database
// (the rate_limits table), so every instance sees the same ones; on SQLite (one process), in memory.
const WINDOW_SECONDS = 60;

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

export const limitPerMinute = () => setting("RATE_LIMIT_PER_MINUTE", 10);
export const leadsPerMinuteMax = () => setting("LEADS_PER_MINUTE_MAX", 600);

// Counts one request; the seconds to wait when it is over the allowance, else null. A store error
// (the database is down) is thrown, and the caller answers 503.
const consume = (keyPrefix: string, points: number, key: string) => countAgainst(keyPrefix, points, WINDOW_SECONDS, key);

// Counted per path, or per `endpoint` for addresses that carry a token (/api/meetings/{token}).
export async function rateLimit(request: Request, endpoint = new URL(request.url).pathname): Promise<Response | null> {
  const limit = limitPerMinute();
  if (limit === 0) return null;
  const retryAfter = await consume("client", limit, `${endpoint} ${clientKey(clientIp(request))}`);
  if (retryAfter === null) return null;
  metrics.rateLimited.inc({ limit: "client" });
  return jsonError(429, "Too many requests: please try again in a minute", { headers: { "Retry-After": String(retryAfter) } });
}

// Called for a valid lead just before it is stored, so malformed posts cannot use up the allowance.
export async function siteWideLeadLimit(): Promise<Response | null> {
  const limit = leadsPerMinuteMax();
  if (limit === 0) return null;
  const retryAfter = await consume("site", limit, "all");
  if (retryAfter === null) return null;
  metrics.rateLimited.inc({ limit: "site" });
  return jsonError(503, "We are receiving an unusual number of requests: please try again in a minute", {
    headers: { "Retry-After": String(retryAfter) },
  });
}

// For tests: every count back to zero.
export const resetRateLimits = resetCounts;
