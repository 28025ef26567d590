import type { IncomingMessage, ServerResponse } from "node:http";
export const REFRESH_HEADER: string;
export interface PageCache {
  serve(req: IncomingMessage, res: ServerResponse): true | Promise<boolean>;
  capture(req: IncomingMessage, res: ServerResponse): void;
  purge(paths: string[]): number;
  stats: { hits: number; stale: number; misses: number; stored: number };
  // The bytes held (every stored encoding of every answer).
  bytes(): number;
  keyOf(url: string): string;
}
import type { EncodedBody } from "./encoded.mjs";
export function createPageCache(options: {
  assets?: (pathname: string) => Promise<EncodedBody | null>;
  assetHeaders?: { key: string; value: string }[];
  maxBytes: number;
  hosts: Iterable<string>;
  refresh: (url: string, headers: Record<string, string>) => unknown;
}): PageCache;
