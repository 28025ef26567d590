// Next's build assets (/_next/static/...) from memory, brotli or gzip as the browser accepts, using the
// copies compressed once at build time (lib/build/precompress.ts). An asset without them is left to Next.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const TYPES = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=UTF-8",
  ".map": "application/json; charset=UTF-8",
  ".txt": "text/plain; charset=UTF-8",
};
const PREFIX = "/_next/static/";

function load(file) {
  const read = (suffix) => fs.promises.readFile(file + suffix);
  return Promise.all([read(""), read(".br"), read(".gz")]).then(
    ([identity, br, gzip]) => ({
      identity,
      br,
      gzip,
      etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
      contentType: TYPES[path.extname(file)],
      // The file names carry a hash of their content.
      cacheControl: "public, max-age=31536000, immutable",
    }),
    () => null,
  );
}

/**
 * @param {string} distDir the build's directory (.next)
 * @returns {(pathname: string) => Promise<import("./encoded.mjs").EncodedBody | null>} the asset at a
 *   request's path, or null to leave the request to Next
 */
export function staticAssets(distDir) {
  const root = path.join(distDir, "static");
  const assets = new Map();

  return async function asset(pathname) {
    if (!pathname.startsWith(PREFIX) || !TYPES[path.extname(pathname)]) return null;
    const file = path.join(root, pathname.slice(PREFIX.length));
    if (!file.startsWith(root + path.sep)) return null;
    if (!assets.has(pathname)) assets.set(pathname, load(file));
    const found = await assets.get(pathname);
    // Misses are not kept: made-up paths must not grow the map.
    if (!found) assets.delete(pathname);
    return found;
  };
}
