import "server-only";
import { jsonError, readBody } from "@/lib/api";
import { getAuth } from "@/lib/staff/auth";
import { isStaffOrigin, staffFromHeaders } from "@/lib/staff/session";
import { passwordStep, secondFactorStep } from "@/lib/staff/sign-in";

// What /api/auth answers over HTTP: the handful of Better Auth endpoints the workspace's own forms
// post to, each a small JSON body. Every other path (the rest of Better Auth's API: user updates,
// sessions lists, sign-up ...) is a 404 before Better Auth sees it, so nothing is stored for it.
const ENDPOINTS = new Set([
  "/sign-in/email",
  "/sign-out",
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/two-factor/enable",
  "/two-factor/disable",
  "/change-password",
]);
// The endpoints that act on the caller's session: an idle one is ended before they run.
const WITH_SESSION = new Set(["/sign-out", "/two-factor/enable", "/two-factor/disable", "/change-password"]);

// Sign-in forms and codes are a few hundred bytes; nothing larger is read.
export const AUTH_MAX_BODY_BYTES = 4 * 1024;

const noStore = { "Cache-Control": "private, no-store" };

export async function authEndpoint(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.replace(/^\/api\/auth/, "");
  if (request.method !== "POST" || !ENDPOINTS.has(path)) return jsonError(404, "Not found", { headers: noStore });
  // Better Auth checks Origin only on requests that carry a session, which would let another
  // site's page sign a visitor in to an account of the attacker's choosing.
  if (!isStaffOrigin(request)) return jsonError(403, "Cross-origin request refused", { headers: noStore });
  const body = await readBody(request, AUTH_MAX_BODY_BYTES);
  if (body === null) return jsonError(413, `Request body must be at most ${AUTH_MAX_BODY_BYTES} bytes`, { headers: noStore });
  const buffered = new Request(request.url, { method: "POST", headers: request.headers, body });
  if (path === "/sign-in/email") return passwordStep(buffered, body);
  if (path === "/two-factor/verify-totp") return secondFactorStep(buffered, body, "totp");
  if (path === "/two-factor/verify-backup-code") return secondFactorStep(buffered, body, "backup-code");
  if (WITH_SESSION.has(path)) await staffFromHeaders(request.headers);
  return getAuth().handler(buffered);
}
