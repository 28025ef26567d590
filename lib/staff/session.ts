import "server-only";
import { and, eq } from "drizzle-orm";
import { headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { cache } from "react";
import { getDb } from "@/db";
import { staffSessions, staffTwoFactors, staffUsers } from "@/db/schema";
import { jsonError } from "@/lib/api";
import type { Locale } from "@/lib/i18n/locale";
import { resolvedClient } from "@/lib/server/client-address.mjs";
import { siteConfig } from "@/lib/site-config";
import { getAuth } from "@/lib/staff/auth";
import { staffTranslator } from "@/lib/staff/messages";
import { isStaffRole, type StaffRole } from "@/lib/staff/roles";
import { isTimeZone, teamTimeZone } from "@/lib/time-zones";

export { isStaffRole, STAFF_ROLES, type StaffRole } from "@/lib/staff/roles";

// Whether an account may do what a role does: its own role's work, and an administrator everything.
export const hasRole = (staff: Pick<Staff, "role">, role: StaffRole) => staff.role === "admin" || staff.role === role;

export interface Staff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  twoFactor: boolean;
  // The workspace's language for this account, and the zone it sees every time in (its own
  // choice, else the team's: TEAM_TIME_ZONE).
  language: Locale;
  timeZone: string;
}

// A session ends SESSION_HOURS after sign-in whatever happens (Better Auth never extends it), or
// after IDLE_MINUTES without a request, whichever comes first. Activity is written at most every
// TOUCH_MINUTES, so a busy page does not write on every request.
export const SESSION_HOURS = 12;
export const IDLE_MINUTES = 120;
const TOUCH_MINUTES = 5;

// The account's settings, and whether it has a second factor set up and proven with a first code
// (read from the two-factor record the authenticator's code was checked against, never from a flag
// on the account).
async function accountSettings(userId: string): Promise<Pick<Staff, "twoFactor" | "language" | "timeZone">> {
  const [row] = await getDb()
    .select({ language: staffUsers.language, timeZone: staffUsers.timeZone, verified: staffTwoFactors.id })
    .from(staffUsers)
    .leftJoin(staffTwoFactors, and(eq(staffTwoFactors.userId, staffUsers.id), eq(staffTwoFactors.verified, true)))
    .where(eq(staffUsers.id, userId))
    .limit(1);
  return {
    twoFactor: Boolean(row?.verified),
    language: row?.language === "fr" ? "fr" : "en",
    timeZone: row?.timeZone && isTimeZone(row.timeZone) ? row.timeZone : teamTimeZone(),
  };
}

// The staff member signed in with these request headers, or null (no session, expired, idle too
// long, or account locked). An idle session is deleted, so no later request can revive it.
export async function staffFromHeaders(requestHeaders: Headers): Promise<Staff | null> {
  const auth = getAuth();
  const session = await auth.api.getSession({ headers: requestHeaders, query: { disableCookieCache: true } });
  if (!session || session.user.banned) return null;
  const now = Date.now();
  const lastSeen = new Date(session.session.updatedAt).getTime();
  if (now - lastSeen > IDLE_MINUTES * 60_000) {
    await (await auth.$context).internalAdapter.deleteSession(session.session.token);
    return null;
  }
  if (now - lastSeen > TOUCH_MINUTES * 60_000) {
    await getDb()
      .update(staffSessions)
      .set({ updatedAt: new Date(now) })
      .where(eq(staffSessions.id, session.session.id));
  }
  const { id, email, name, role } = session.user;
  return { id, email, name, role: isStaffRole(role) ? role : "sales", ...(await accountSettings(id)) };
}

// The signed-in staff member for this request (pages and route handlers), or null. Asked once per
// rendered request (React's cache): the layout (for <html lang>) and the page share the answer.
export const currentStaff = cache(async (): Promise<Staff | null> => staffFromHeaders(await headers()));

// The permission check every staff page and download calls first (the POST endpoints use
// staffAction, which answers JSON instead of redirecting): signed out
// goes to the sign-in page (and back afterwards), an account asking for a page of another role (a
// sales account on an admin page, an editor on a lead page: `role: "sales"`) gets 403.
// Hiding a button is never the check.
export async function requireStaff(options: { role?: StaffRole; returnTo?: string; allowWithout2fa?: boolean } = {}): Promise<Staff> {
  const staff = await currentStaff();
  if (!staff) redirect(`/staff/sign-in${options.returnTo ? `?next=${encodeURIComponent(options.returnTo)}` : ""}`);
  if (twoFactorRequired(staff) && !staff.twoFactor && !options.allowWithout2fa) redirect("/staff/account");
  if (options.role && !hasRole(staff, options.role)) forbidden();
  return staff;
}

// STAFF_REQUIRE_2FA=1: administrators work only after setting up two-factor sign-in.
export const twoFactorRequired = (staff: Staff) => process.env.STAFF_REQUIRE_2FA === "1" && staff.role === "admin";

// The client's address as server.mjs resolved it (lib/server/client-address.mjs), for the audit log.
export async function requestIp(): Promise<string | null> {
  return resolvedClient((await headers()).get("x-forwarded-for")) || null;
}

// Credentialed staff requests come from the site's own origin (SITE_URL) only. ALLOWED_ORIGINS is
// for landing pages posting leads, never for the workspace. A browser always sends Origin with a
// POST; a missing, "null" or look-alike one is refused.
export const staffOrigin = () => new URL(siteConfig.url).origin;
export const isStaffOrigin = (request: Request) => request.headers.get("origin") === staffOrigin();

const SAFE_METHODS = new Set(["GET", "HEAD"]);

// The same check for the workspace's POST endpoints (staffAction, lib/staff/action.ts): from the
// site's own pages, with a session, and the role asked for. Answers the refusal (in the staff
// member's language once known), or the staff member.
// A GET changes nothing and its answer is unreadable to another origin (no CORS), so only the
// methods that change something need the Origin (a browser sends none on a same-origin GET).
export async function staffForAction(request: Request, options: { role?: StaffRole; allowWithout2fa?: boolean } = {}): Promise<Staff | Response> {
  if (!SAFE_METHODS.has(request.method) && !isStaffOrigin(request)) return jsonError(403, "Cross-origin request refused");
  const staff = await staffFromHeaders(request.headers);
  if (!staff) return jsonError(401, "Your session has ended: sign in again");
  const t = staffTranslator(staff.language);
  if (twoFactorRequired(staff) && !staff.twoFactor && !options.allowWithout2fa) return jsonError(403, t("errors.twoFactorFirst"));
  if (options.role && !hasRole(staff, options.role)) return jsonError(403, t(options.role === "admin" ? "errors.adminsOnly" : "errors.notYourRole"));
  return staff;
}
