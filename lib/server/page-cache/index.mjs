// Everything server.mjs answers from memory: the build's assets (/_next/static/, compressed at build
// time: lib/server/static-assets.mjs), and a shared HTTP cache in front of Next: what a page's own
// headers let a shared cache keep is kept in memory, compressed, and answered from there until it goes
// stale, then served stale while one request refreshes it. One module per part, each a reader and a
// test can enter:
//   keys.mjs     what an entry is kept under (path, the query parameters a page reads, the site's
//                hosts, the Vary headers) and which requests the cache concerns: pure;
//   variant.mjs  one kept answer: whether an answer may be kept, its bodies and ETags, its size, its
//                verdict now (http-cache-semantics): pure;
//   store.mjs    the memory: the LRU of entries bounded by their bytes, hit-for-pass, purges and the
//                purge count that keeps a render racing a purge out;
//   serve.mjs    answering from an entry: ETag/304, codings, stale-while-revalidate, collapsing;
//   capture.mjs  keeping what Next writes.
import { randomBytes } from "node:crypto";
import { createCapture } from "./capture.mjs";
import { keyOf, siteHosts } from "./keys.mjs";
import { createServe } from "./serve.mjs";
import { createStore } from "./store.mjs";

export { REFRESH_HEADER } from "./serve.mjs";

/**
 * @param {{
 *   assets?: (pathname: string) => Promise<import("../encoded.mjs").EncodedBody | null>,
 *   assetHeaders?: { key: string, value: string }[],
 *   maxBytes: number,
 *   hosts: Iterable<string>,
 *   refresh: (url: string, headers: Record<string, string>) => unknown,
 * }} options `assets` finds a build asset and `assetHeaders` go with it (the site's security
 *   headers); `hosts` are the host names (no port) whose answers are kept, the site's own, the first
 *   the main one; `refresh` asks the server for a fresh copy of a stale answer (a request that
 *   bypasses the cache).
 */
export function createPageCache({ assets = async () => null, assetHeaders = [], maxBytes, hosts, refresh }) {
  const store = createStore(maxBytes);
  const site = siteHosts(hosts);
  const stats = { hits: 0, stale: 0, misses: 0, stored: 0 };
  const { serve } = createServe({ store, hosts: site, stats, assets, assetHeaders, refresh, refreshToken: randomBytes(16).toString("hex") });
  const { capture } = createCapture({ store, siteHost: site.siteHost, stats });
  return { serve, capture, purge: store.purge, stats, bytes: store.bytes, keyOf };
}
