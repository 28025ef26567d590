import type { Counter, Gauge, Histogram, Registry } from "prom-client";
export const metrics: {
  registry: Registry;
  collectors: {
    outbox?: () => Promise<{ pending: number; failed: number; oldestPendingSeconds: number }>;
    pool?: () => { total: number; idle: number; waiting: number } | null;
    pageCache?: () => { hits: number; stale: number; misses: number; bytes: number };
    warm?: () => { listed: number; done: number };
  };
  httpRequests: Counter<"route" | "method" | "status">;
  httpDuration: Histogram<"route" | "method" | "status">;
  pageCache: Counter<"result">;
  pageCacheBytes: Gauge;
  pageCacheWarm: Gauge<"state">;
  leadsStored: Counter<"kind" | "verdict">;
  rateLimited: Counter<"limit">;
  outboxSends: Counter<"channel" | "result">;
  signIns: Counter<"result">;
  outboxPending: Gauge;
  outboxOldest: Gauge;
  outboxFailed: Gauge;
  dbPool: Gauge<"state">;
};
