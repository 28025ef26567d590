// /api/auth/* - Better Auth's endpoints for the staff workspace (sign-in, sign-out, two-factor,
// password change). A POST from another site's page is refused before it reaches them: Better Auth
// checks Origin only for requests that carry a session, which would let a foreign page sign a
// visitor in to an account of the attacker's choosing.
import { toNextJsHandler } from "better-auth/next-js";
import { isForeignOrigin, jsonError } from "@/lib/api";
import { getAuth } from "@/lib/staff/auth";

const handler = (request: Request) => (request.method !== "GET" && isForeignOrigin(request) ? Promise.resolve(jsonError(403, "Cross-origin request refused")) : getAuth().handler(request));

export const { GET, POST } = toNextJsHandler(handler);
