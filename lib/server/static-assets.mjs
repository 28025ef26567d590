// Next's build assets (/_next/static/...): a brotli and a gzip copy of each text asset written once at
// build time (next.config.ts runs precompressStaticAssets), then sent from memory by server.mjs as the
// browser accepts. An asset without its copies is left to Next.
import fs from "node:fs";
import path from "node:path";
import { compressOnce, strongEtag } from "./encoded.mjs";

// The text assets worth compressing (fonts and images are compressed already), with their types.
/** @type {Record<string, string>} */
const TYPES = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=UTF-8",
  ".map": "application/json; charset=UTF-8",
  ".txt": "text/plain; charset=UTF-8",
};
const PREFIX = "/_next/static/";

/**
 * @param {string} file
 * @returns {Promise<import("./encoded.mjs").EncodedBody | null>}
 */
function load(file) {
  const read = (/** @type {string} */ suffix) => fs.promises.readFile(file + suffix);
  return Promise.all([read(""), read(".br"), read(".gz")]).then(
    ([identity, br, gzip]) => ({
      identity,
      br,
      gzip,
      etag: strongEtag(identity),
      contentType: TYPES[path.extname(file)] ?? "",
      // The file names carry a hash of their content.
      cacheControl: "public, max-age=31536000, immutable",
    }),
    () => null,
  );
}

// Writes `<file>.br` and `<file>.gz` beside every text asset under static/: about 15% fewer bytes
// than the gzip 6 a server can afford per request, and no compression work per request.
/** @param {string} distDir the build's directory (.next) */
export async function precompressStaticAssets(distDir) {
  const entries = await fs.promises.readdir(path.join(distDir, "static"), { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && TYPES[path.extname(e.name)]).map((e) => path.join(e.parentPath, e.name));
  await Promise.all(
    files.map(async (file) => {
      const { br, gzip } = await compressOnce(await fs.promises.readFile(file));
      await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gzip)]);
    }),
  );
}

/**
 * @param {string} distDir the build's directory (.next)
 * @returns {(pathname: string) => Promise<import("./encoded.mjs").EncodedBody | null>} the asset at a
 *   request's path, or null to leave the request to Next
 */
export function staticAssets(distDir) {
  const root = path.join(distDir, "static");
  /** @type {Map<string, Promise<import("./encoded.mjs").EncodedBody | null>>} */
  const assets = new Map();

  return async function asset(pathname) {
    if (!pathname.startsWith(PREFIX) || !TYPES[path.extname(pathname)]) return null;
    let file;
    try {
      file = path.join(root, decodeURIComponent(pathname.slice(PREFIX.length)));
    } catch {
      return null;
    }
    if (!file.startsWith(root + path.sep)) return null;
    // Kept by file, not by the request's spelling: one entry per asset whatever a client sends.
    if (!assets.has(file)) assets.set(file, load(file));
    const found = (await assets.get(file)) ?? null;
    // Misses are not kept: made-up paths must not grow the map.
    if (!found) assets.delete(file);
    return found;
  };
}
