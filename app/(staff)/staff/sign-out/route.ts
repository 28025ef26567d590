// POST /staff/sign-out - a plain form post (no script needed): ends the session, back to sign-in.
import { headers } from "next/headers";
import { isForeignOrigin } from "@/lib/api";
import { getAuth } from "@/lib/staff/auth";
import { recordAudit } from "@/lib/staff/audit";
import { currentStaff, requestIp } from "@/lib/staff/session";

export async function POST(request: Request) {
  if (isForeignOrigin(request)) return new Response("Cross-origin request refused", { status: 403 });
  const staff = await currentStaff();
  const { headers: cleared } = await getAuth().api.signOut({ headers: await headers(), returnHeaders: true });
  if (staff) await recordAudit({ actor: { id: staff.id, email: staff.email }, action: "sign-out", ip: await requestIp() });
  const response = new Response(null, { status: 303, headers: { Location: "/staff/sign-in", "Cache-Control": "private, no-store" } });
  for (const cookie of cleared.getSetCookie()) response.headers.append("Set-Cookie", cookie);
  return response;
}
