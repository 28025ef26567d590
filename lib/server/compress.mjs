// Compression on the fly, for answers the page cache does not keep (misses, the workspace, API
// errors): brotli where the browser takes it, with its memory bounded by design. Each brotli stream
// holds a window of 2^lgwin bytes: 256 KB here (lgwin 18) rather than the default 4 MB, which loses
// nothing on pages of that size; and past MAX_BROTLI streams at once, further answers go out in
// gzip (a few hundred KB each), so a burst of visitors cannot hold hundreds of brotli windows.
//
// An answer compressed here keeps its tag with the coding appended ("abc-br"), as the page cache
// tags its copies (lib/server/encoded.mjs codingEtag): one tag never names two different bodies.
// @ts-expect-error compression ships no types: the one call made here is typed below.
import untypedCompression from "compression";
import zlib from "node:zlib";
import { codingEtag } from "./encoded.mjs";

/**
 * A request handler's next step.
 * @typedef {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, next: () => void) => void} Middleware
 */
/** @type {(options: { brotli: { params: Record<number, number> } }) => Middleware} */
const compression = untypedCompression;

const MAX_BROTLI = 16;

/** @returns {Middleware} */
export function compressOnTheFly() {
  let brotliStreams = 0;
  const compress = compression({
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } },
  });
  return (req, res, next) => {
    if (brotliStreams >= MAX_BROTLI && /\bbr\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
      req.headers["accept-encoding"] = String(req.headers["accept-encoding"]).replace(/\bbr\b(;q=[\d.]+)?\s*,?\s*/g, "");
    }
    // Wrapped before compression wraps it, so this runs once compression has chosen the coding.
    const writeHead = res.writeHead;
    res.writeHead = /** @type {typeof res.writeHead} */ (
      function (/** @type {Parameters<typeof res.writeHead>} */ ...args) {
        const coding = res.getHeader("Content-Encoding");
        const etag = res.getHeader("ETag");
        if ((coding === "br" || coding === "gzip") && typeof etag === "string") res.setHeader("ETag", codingEtag(etag, coding));
        return writeHead.apply(this, args);
      }
    );
    compress(req, res, () => {
      if (res.getHeader("Content-Encoding") === "br" || /\bbr\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
        brotliStreams++;
        res.once("close", () => brotliStreams--);
      }
      next();
    });
  };
}
