// POST /staff/sign-out - a plain form post (no script needed): ends the session, back to sign-in.
// Any account signs out, an administrator still without two-factor too; a post whose session has
// already ended (idle, locked) has its cookie cleared all the same.
import { headers } from "next/headers";
import * as z from "zod/mini";
import { staffAction } from "@/lib/staff/action";
import { getAuth } from "@/lib/staff/auth";
import { recordAudit } from "@/lib/staff/audit";
import type { Staff } from "@/lib/staff/session";

async function endSession(staff: Staff | null, ip: string | null): Promise<Response> {
  const { headers: cleared } = await getAuth().api.signOut({ headers: await headers(), returnHeaders: true });
  if (staff) await recordAudit({ actor: { id: staff.id, email: staff.email }, action: "sign-out", ip });
  const response = new Response(null, { status: 303, headers: { Location: "/staff/sign-in", "Cache-Control": "private, no-store" } });
  for (const cookie of cleared.getSetCookie()) response.headers.append("Set-Cookie", cookie);
  return response;
}

export const POST = staffAction({ allowWithout2fa: true, schema: z.object({}), signedOut: () => endSession(null, null) }, async (_, { staff, ip }) =>
  endSession(staff, ip),
);
