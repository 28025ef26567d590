import "server-only";
import { matchesEtag, strongEtag } from "@/lib/server/encoded.mjs";

interface Options {
  contentType: string;
  cacheControl: string;
  // The data's version, read per request (cheap); the body is rebuilt only when it changes.
  version: () => Promise<string>;
  build: () => Promise<string>;
}

// A GET response built once per version of its data and kept with a strong ETag (304 on
// If-None-Match). server.mjs's page cache keeps the compressed answer as its Cache-Control allows.
export function versionedBody(options: Options) {
  let cached: { version: string; body: Promise<{ text: string; etag: string }> } | undefined;

  async function current() {
    const version = await options.version();
    if (cached?.version !== version) {
      const entry = {
        version,
        body: options.build().then((text) => ({ text, etag: strongEtag(Buffer.from(text)) })),
      };
      cached = entry;
      // A failed build is not kept: the next request tries again.
      entry.body.catch(() => cached === entry && (cached = undefined));
    }
    return cached.body;
  }

  return async function respond(request: Request): Promise<Response> {
    const body = await current();
    const headers = new Headers({ ETag: body.etag, "Cache-Control": options.cacheControl, Vary: "Accept-Encoding" });
    if (matchesEtag(request.headers.get("if-none-match"), body.etag)) return new Response(null, { status: 304, headers });
    headers.set("Content-Type", options.contentType);
    return new Response(body.text, { headers });
  };
}
