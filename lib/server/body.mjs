// Request bodies: the most each path may send, and the one reader that holds a body to it. The guard
// refuses a declared length over the limit before Next sees the request (request-guard.mjs); the
// handlers read through `readBody` (lib/api.ts for the forms' JSON, lib/staff/auth-gate.ts for
// /api/auth), which stops at the limit whatever the client declared.

// Sign-in forms and codes are a few hundred bytes, the workspace's forms a few KB (a 5,000-character
// note, percent-encoded), the lead forms' JSON well under 16 KB; an image upload to the media library
// at most 10 MB (lib/content/image-rules.ts) with its multipart envelope; nothing else the site answers
// takes a body at all.
export const BODY_LIMITS = { auth: 4 * 1024, staff: 64 * 1024, forms: 16 * 1024, media: 10 * 1024 * 1024 + 64 * 1024 };

const STAFF = /^\/staff(\/|$)/;
// POST /staff/api/content/media and PUT /staff/api/content/media/{id}/file.
const MEDIA_UPLOAD = /^\/staff\/api\/content\/media(\/[0-9]+\/file)?$/;

/**
 * The paths whose every legitimate client (the workspace's own pages) declares a body's length.
 * @param {string} pathname
 */
export const sizedPath = (pathname) => pathname.startsWith("/api/auth/") || STAFF.test(pathname);

/**
 * The most a request body to this path may hold, in bytes.
 * @param {string} pathname
 */
export function bodyLimit(pathname) {
  if (pathname.startsWith("/api/auth/")) return BODY_LIMITS.auth;
  if (MEDIA_UPLOAD.test(pathname)) return BODY_LIMITS.media;
  if (STAFF.test(pathname)) return BODY_LIMITS.staff;
  return BODY_LIMITS.forms;
}

/**
 * The body as text, or null when it is over the limit: a declared Content-Length is checked before
 * anything is read, and a body sent without one is read only up to the limit.
 * @param {Request} request
 * @param {number} limit
 * @returns {Promise<string | null>}
 */
export async function readBody(request, limit) {
  if (Number(request.headers.get("content-length") ?? 0) > limit) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  /** @type {Uint8Array[]} */
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
