import "server-only";
import { jsonError, sendsJson } from "@/lib/api";
import { BODY_LIMITS, readBody } from "@/lib/server/body.mjs";
import { getAuth } from "@/lib/staff/auth";
import { isStaffOrigin, staffFromHeaders } from "@/lib/staff/session";
import { passwordStep, secondFactorStep, type Fields } from "@/lib/staff/sign-in";

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

const noStore = { "Cache-Control": "private, no-store" };

// The body as one JSON object, or the answer refusing it. Better Auth would also parse a form post
// on /sign-in/email, which the throttle and the audit log would then read no e-mail from: only JSON
// is taken, and what Better Auth receives is the object read here.
function jsonFields(request: Request, body: string): Fields | Response {
  if (!sendsJson(request)) {
    return jsonError(415, "Content-Type must be application/json", { headers: noStore });
  }
  let fields: unknown;
  try {
    fields = JSON.parse(body);
  } catch {
    return jsonError(400, "Request body is not valid JSON", { headers: noStore });
  }
  if (typeof fields !== "object" || fields === null || Array.isArray(fields)) {
    return jsonError(400, "Request body must be a JSON object", { headers: noStore });
  }
  return fields as Fields;
}

// Better Auth also puts the session token in its JSON answers (sign-in, second factor, password
// change): it belongs in the HttpOnly cookie alone, out of reach of a script on the page, so every
// `token` field goes, at any depth.
async function withoutSessionToken(response: Response): Promise<Response> {
  if (!/^application\/json/i.test(response.headers.get("content-type") ?? "")) return response;
  const answer: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (answer === null || typeof answer !== "object") return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  const text = JSON.stringify(answer, (key, value: unknown) => (key === "token" ? undefined : value));
  return new Response(text, { status: response.status, statusText: response.statusText, headers });
}

export async function authEndpoint(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.replace(/^\/api\/auth/, "");
  if (request.method !== "POST" || !ENDPOINTS.has(path)) return jsonError(404, "Not found", { headers: noStore });
  // Better Auth checks Origin only on requests that carry a session, which would let another
  // site's page sign a visitor in to an account of the attacker's choosing.
  if (!isStaffOrigin(request)) return jsonError(403, "Cross-origin request refused", { headers: noStore });
  const body = await readBody(request, BODY_LIMITS.auth);
  if (body === null) return jsonError(413, `Request body must be at most ${BODY_LIMITS.auth} bytes`, { headers: noStore });
  // Sign-out alone reads no body and may come without one.
  const fields = body === "" && path === "/sign-out" ? {} : jsonFields(request, body);
  if (fields instanceof Response) return fields;
  // A new password ends every other session of the account, whatever the client asked for.
  if (path === "/change-password") fields.revokeOtherSessions = true;
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  const forwarded = new Request(request.url, { method: "POST", headers, body: JSON.stringify(fields) });
  let response: Response;
  if (path === "/sign-in/email") response = await passwordStep(forwarded, fields);
  else if (path === "/two-factor/verify-totp") response = await secondFactorStep(forwarded, fields, "totp");
  else if (path === "/two-factor/verify-backup-code") response = await secondFactorStep(forwarded, fields, "backup-code");
  else {
    if (WITH_SESSION.has(path)) await staffFromHeaders(request.headers);
    response = await getAuth().handler(forwarded);
  }
  return withoutSessionToken(response);
}
