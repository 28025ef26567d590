// GET /media/{hash}/{width}.{avif|webp|jpg} - an uploaded image's variant. Its address names its bytes,
// so any cache may keep it for a year; server.mjs's page cache leaves it to them (lib/server/page-cache/keys.mjs).
import { servedVariant } from "@/lib/content/media";
import { notModified } from "@/lib/http/etag";

export async function GET(request: Request, { params }: RouteContext<"/media/[hash]/[file]">) {
  const { hash, file } = await params;
  const variant = await servedVariant(hash, file);
  if (!variant) return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const etag = `"${hash}"`;
  const headers = { "Cache-Control": "public, max-age=31536000, immutable", ETag: etag, "Content-Type": variant.type };
  if (notModified(request, etag)) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(variant.data), { headers: { ...headers, "Content-Length": String(variant.data.length) } });
}
