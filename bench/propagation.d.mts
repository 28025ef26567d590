// Types for propagation.mjs (plain JavaScript, so the benchmarks run unbuilt); for the scale test.
import type { Cluster, SiteServer } from "../tests/support/services.d.mts";

export interface Propagation {
  publishes: number;
  p50: number;
  p95: number;
  max: number;
  staleAfterReceipt: number;
  missed: number;
  load: { rps: number };
}

export function propagationOnPostgres(cluster: Cluster, options?: { publishes?: number }): Promise<Propagation>;
export function propagationOnSqlite(server: SiteServer, file: string, options?: { publishes?: number }): Promise<Propagation>;
