// Next's cache handler: its own file-system cache for prerendered and on-demand pages (not the page
// cache, lib/server/page-cache/, which server.mjs keeps in memory), less two things:
// - a page or route that answered 404 is never stored. Otherwise every made-up /blog/{slug} or city
//   URL a client invents writes ~400 KB under .next/, and a slug published later stays a cached 404.
// - each instance keeps what it renders in a directory of its own (by port). Instances on one machine
//   share the build: in one shared directory, one instance's copy of the build's page (its first read
//   of a page, which Next copies over) landed over another's fresh render, which Next then served as
//   fresh after the publish (1 publish in 50, two instances). The build's own files are only read.
// Plain JavaScript: Next loads it at run time (next.config.ts `cacheHandler`).
import path from "node:path";
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";

// Node loads the CommonJS module's exports as the default import; its class is their `default`.
/** @type {typeof fileSystemCache} */
const FileSystemCache = /** @type {any} */ (fileSystemCache).default;
/** @typedef {Parameters<InstanceType<typeof FileSystemCache>["set"]>} SetArguments */

/** @typedef {ConstructorParameters<typeof FileSystemCache>[0]} HandlerContext */

// What Next renders after the build goes under `route-cache/` (next/dist/server/lib/route-cache-key.js):
// each file path there is moved into this instance's own directory, whatever reads or writes it.
/** @param {HandlerContext} ctx */
function instanceFiles(ctx) {
  if (!ctx.fs || !ctx.serverDistDir) return ctx.fs;
  const shared = path.join(ctx.serverDistDir, "route-cache") + path.sep;
  const own = path.join(ctx.serverDistDir, "instances", process.env.PORT ?? "3000", "route-cache") + path.sep;
  const move = (/** @type {unknown} */ arg) => (typeof arg === "string" && arg.startsWith(shared) ? own + arg.slice(shared.length) : arg);
  return new Proxy(ctx.fs, {
    get: (fs, name) => {
      const value = Reflect.get(fs, name);
      return typeof value === "function" ? (/** @type {unknown[]} */ ...args) => value.apply(fs, args.map(move)) : value;
    },
  });
}

export default class NextCacheHandler extends FileSystemCache {
  /** @param {HandlerContext} ctx */
  constructor(ctx) {
    super({ ...ctx, fs: instanceFiles(ctx) });
  }

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
