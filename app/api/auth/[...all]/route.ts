// /api/auth/* - Better Auth's endpoints for the staff workspace (sign-in, sign-out, two-factor,
// password change). A POST from another site's page is refused before it reaches them: Better Auth
// checks Origin only for requests that carry a session, which would let a foreign page sign a
// visitor in to an account of the attacker's choosing.
import { toNextJsHandler } from "better-auth/next-js";
import { isForeignOrigin, jsonError } from "@/lib/api";
import { getAuth } from "@/lib/staff/auth";
import { recordAudit } from "@/lib/staff/audit";

async function handler(request: Request): Promise<Response> {
  if (request.method !== "GET" && isForeignOrigin(request)) return jsonError(403, "Cross-origin request refused");
  const signIn = request.method === "POST" && new URL(request.url).pathname === "/api/auth/sign-in/email" ? request.clone() : null;
  const response = await getAuth().handler(request);
  // The throttle answers before Better Auth's hooks run, so a lockout is recorded here.
  if (signIn && response.status === 429) {
    const email = await signIn
      .json()
      .then((body: { email?: unknown }) => String(body.email ?? "").slice(0, 254))
      .catch(() => "");
    await recordAudit({ actor: { id: null, email }, action: "sign-in-locked", ip: request.headers.get("x-forwarded-for") });
  }
  return response;
}

export const { GET, POST } = toNextJsHandler(handler);
