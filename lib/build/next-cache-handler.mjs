// Next's cache handler: its own file-system cache for prerendered and on-demand pages (not the page
// cache, lib/server/page-cache.mjs, which server.mjs keeps in memory), less one thing: a page or route
// that answered 404 is never stored. Otherwise every made-up /blog/{slug} or city URL a client
// invents writes ~400 KB under .next/, and a slug published later stays a cached 404 for good.
// Plain JavaScript: Next loads it at run time (next.config.ts `cacheHandler`).
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";

// Node loads the CommonJS module's exports as the default import; its class is their `default`.
/** @type {typeof fileSystemCache} */
const FileSystemCache = /** @type {any} */ (fileSystemCache).default;
/** @typedef {Parameters<InstanceType<typeof FileSystemCache>["set"]>} SetArguments */

export default class NextCacheHandler extends FileSystemCache {
  /**
   * @param {SetArguments[0]} key
   * @param {SetArguments[1]} data
   * @param {SetArguments[2]} ctx
   */
  async set(key, data, ctx) {
    if ((data?.kind === "APP_PAGE" || data?.kind === "APP_ROUTE") && data.status === 404) return;
    return super.set(key, data, ctx);
  }
}
