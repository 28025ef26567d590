// Types for rolling-restart.mjs (shared with the bench, which runs it unbuilt).
import type { Cluster } from "./services.d.mts";

export interface RollingRestartResult {
  gets: number;
  getFailures: number;
  posts: number;
  postFailures: number;
  acknowledged: number;
  stored: number;
  lost: number;
  duplicated: number;
  exitCodes: (number | string)[];
  failures: string[];
  /** nginx's error lines (level error or worse) written meanwhile, counted by message (and upstream). */
  proxyErrors: Record<string, number>;
  /** Those about anything but the instance restarting at the time: the other instance, or the whole pool. */
  errorsBeside: number;
}

export function rollingRestart(cluster: Cluster, options?: { concurrency?: number; settleMs?: number; inPlace?: boolean }): Promise<RollingRestartResult>;
