// Types for server.mjs (plain JavaScript, so the benchmarks run unbuilt); for the tests that start a server.
import type { SiteServer } from "../tests/support/services.d.mts";

export function freePort(): Promise<number>;
export function waitFor(url: string, ms?: number): Promise<void>;
export const SERVER_ENV: Record<string, string>;
export const SERVER_FLAGS: string[];
export function startServer(env?: NodeJS.ProcessEnv, port?: number, options?: { logFile?: string }): Promise<SiteServer>;
