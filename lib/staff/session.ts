import "server-only";
import { headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { allowedOrigins, jsonError } from "@/lib/api";
import { getAuth } from "@/lib/staff/auth";

export type StaffRole = "sales" | "admin";

export interface Staff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  twoFactor: boolean;
}

// The signed-in staff member for this request, or null (no session, expired, or account locked).
export async function currentStaff(): Promise<Staff | null> {
  const session = await getAuth().api.getSession({ headers: await headers() });
  if (!session || session.user.banned) return null;
  const { id, email, name, role, twoFactorEnabled } = session.user;
  return { id, email, name, role: role === "admin" ? "admin" : "sales", twoFactor: Boolean(twoFactorEnabled) };
}

// The permission check every staff page and download calls first (the POST endpoints use
// staffForAction, which answers JSON instead of redirecting): signed out
// goes to the sign-in page (and back afterwards), a sales account asking for an admin page gets 403.
// Hiding a button is never the check.
export async function requireStaff(options: { role?: StaffRole; returnTo?: string; allowWithout2fa?: boolean } = {}): Promise<Staff> {
  const staff = await currentStaff();
  if (!staff) redirect(`/staff/sign-in${options.returnTo ? `?next=${encodeURIComponent(options.returnTo)}` : ""}`);
  if (twoFactorRequired(staff) && !staff.twoFactor && !options.allowWithout2fa) redirect("/staff/account");
  if (options.role === "admin" && staff.role !== "admin") forbidden();
  return staff;
}

// STAFF_REQUIRE_2FA=1: administrators work only after setting up two-factor sign-in.
export const twoFactorRequired = (staff: Staff) => process.env.STAFF_REQUIRE_2FA === "1" && staff.role === "admin";

// The client's address as server.mjs resolved it, for the audit log.
export async function requestIp(): Promise<string | null> {
  return (await headers()).get("x-forwarded-for");
}

export interface ActionOutcome {
  error?: string;
  saved?: string;
  // A new account's (or reset) one-time password, shown once to the administrator.
  password?: string;
}

// The same check for the workspace's POST endpoints (lead changes, team, erasure): the request must
// come from the site's own pages (a browser always sends Origin with a POST; a missing or foreign
// one is refused), with a session, and the role asked for. Answers the refusal, or the staff member.
export async function staffForAction(request: Request, options: { role?: StaffRole } = {}): Promise<Staff | Response> {
  const origin = request.headers.get("origin");
  if (!origin || !allowedOrigins().has(origin)) return jsonError(403, "Cross-origin request refused");
  const staff = await currentStaff();
  if (!staff) return jsonError(401, "Your session has ended: sign in again");
  if (twoFactorRequired(staff) && !staff.twoFactor) return jsonError(403, "Set up two-factor sign-in first");
  if (options.role === "admin" && staff.role !== "admin") return jsonError(403, "Administrators only");
  return staff;
}
