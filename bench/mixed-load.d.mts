// Types for mixed-load.mjs (plain JavaScript, so the benchmarks run unbuilt); for the chaos test.
export interface MixEntry {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  lead?: boolean;
}
export interface LaneFigures {
  busy: number;
  queued: number;
  oldestSeconds: number;
  reclaimed: number;
  dropped: number;
  refused: number;
}

export const CACHE_PAGES: string[];
export function visitorMix(rsc: { path: string; headers: Record<string, string> }[]): MixEntry[];
export function renderSlotMetrics(url: string): Promise<Record<string, LaneFigures>>;
export function watchRenderSlots<T>(
  url: string,
  work: () => Promise<T>,
  everyMs?: number,
): Promise<{ result: T; max: Record<string, Partial<LaneFigures>>; end: Record<string, LaneFigures> }>;
export function choppedLoad(options: {
  url: string;
  mix: MixEntry[];
  seconds: number;
  runSeconds?: number;
  connections?: number;
}): Promise<{ runs: number; requests: number; errors: number }>;
export function leaveWhileCollapsed(options: { url: string; paths: string[]; seconds: number; burst?: number }): Promise<{ left: number }>;
