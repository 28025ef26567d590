// Types for services.mjs (plain JavaScript, so node scripts and the benchmarks can run it unbuilt).
export function freePort(): Promise<number>;

export type PgStopMode = "smart" | "fast" | "immediate";

export interface PostgresService {
  url: string;
  port: number;
  dataDir: string;
  adminUrl: string;
  stop(mode?: PgStopMode): Promise<void>;
  /** Starts it again after stop(). */
  start(): Promise<void>;
  restart(mode?: PgStopMode): Promise<void>;
  kill(): Promise<void>;
  createDatabase(name: string): Promise<string>;
}

export interface NginxService {
  url: string;
  port: number;
  /** With `tls`: the certificate key's hash, for Chromium's --ignore-certificate-errors-spki-list. */
  spki?: string;
  /** Its error log (level warn); removed by stop(). */
  errorLog: string;
  /** Marks an upstream `down` (or not) and reloads, as a deploy does; resolves once the old workers have exited. */
  setDown(upstream: string, down: boolean): Promise<void>;
  stop(): Promise<void>;
}

export function startPostgres(options?: { port?: number }): Promise<PostgresService>;
export function siteConfig(options: { upstreams: string[]; down?: string[]; listen: string; certificate?: { cert: string; key: string } }): string;
export function startNginx(options: { upstreams: string[]; port?: number; tls?: boolean }): Promise<NginxService>;

export interface SiteServer {
  url: string;
  port: number;
  child: import("node:child_process").ChildProcess;
  stop(): void;
}

export interface Cluster {
  pg: PostgresService;
  servers: SiteServer[];
  nginx: NginxService;
  env: Record<string, string | undefined>;
  restart(i: number): Promise<SiteServer>;
  stop(): Promise<void>;
}

export function startCluster(options?: { instances?: number; env?: Record<string, string>; envFor?: (i: number) => Record<string, string> }): Promise<Cluster>;
