import "server-only";
import { compressOnce, encodedRoutes, matchesEtag, strongEtag, type EncodedBody } from "./encoded.mjs";

interface Options {
  // The request path served (server.mjs answers it from memory, see lib/http/encoded.mjs), with
  // "?lang=xx" for a language other than English.
  path: string;
  contentType: string;
  cacheControl: string;
  // The data's version, read per request (cheap); the body is rebuilt only when it changes.
  version: () => Promise<string>;
  build: () => Promise<string>;
}

async function encode(text: string, { contentType, cacheControl }: Options): Promise<EncodedBody> {
  const identity = Buffer.from(text);
  return { identity, ...(await compressOnce(identity)), etag: strongEtag(identity), contentType, cacheControl };
}

// A GET response built once per version of its data and kept in memory with its gzip and brotli forms
// and a strong ETag. server.mjs sends those from memory; the route handler returned here answers
// whatever reaches Next (the first request, `next start`): the same body and tag, uncompressed.
export function versionedBody(options: Options) {
  let cached: { version: string; encoded: Promise<EncodedBody> } | undefined;

  async function current(): Promise<EncodedBody> {
    const version = await options.version();
    if (cached?.version !== version) {
      const entry = { version, encoded: options.build().then((text) => encode(text, options)) };
      cached = entry;
      // A failed build is not kept: the next request tries again.
      entry.encoded.catch(() => cached === entry && (cached = undefined));
    }
    return cached.encoded;
  }
  encodedRoutes.set(options.path, current);

  return async function respond(request: Request): Promise<Response> {
    const body = await current();
    const headers = new Headers({ ETag: body.etag, "Cache-Control": body.cacheControl, Vary: "Accept-Encoding" });
    if (matchesEtag(request.headers.get("if-none-match"), body.etag)) return new Response(null, { status: 304, headers });
    headers.set("Content-Type", body.contentType);
    return new Response(new Uint8Array(body.identity), { headers });
  };
}
