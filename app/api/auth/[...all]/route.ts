// /api/auth/* - the staff workspace's sign-in, sign-out, second factor and password change: the
// few Better Auth endpoints lib/staff/auth-gate.ts lets through; every other path is a 404.
import { handle } from "@/lib/api";
import { authEndpoint } from "@/lib/staff/auth-gate";

export const GET = handle(authEndpoint);
export const POST = handle(authEndpoint);
