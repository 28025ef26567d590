// GET /staff/downloads/personal-data?email=... - administrators only: everything stored about one
// address, as the JSON file a person's access request is answered with.
import { jsonError } from "@/lib/api";
import { findPersonalData } from "@/lib/leads/privacy";
import { recordAudit } from "@/lib/staff/audit";
import { staffTranslator } from "@/lib/staff/messages";
import { requestIp, requireStaff } from "@/lib/staff/session";
import { isEmailAddress } from "@/lib/validations/fields";

export async function GET(request: Request) {
  const staff = await requireStaff({ role: "admin", returnTo: "/staff/privacy" });
  const email = new URL(request.url).searchParams.get("email") ?? "";
  if (!isEmailAddress(email)) return jsonError(400, staffTranslator(staff.language)("privacy.lookUp"));
  const data = await findPersonalData(email);
  await recordAudit({
    actor: { id: staff.id, email: staff.email },
    action: "privacy-export",
    detail: { rows: data.demoRequests.length + data.contactMessages.length },
    ip: await requestIp(),
  });
  return new Response(JSON.stringify({ exportedAt: new Date().toISOString(), ...data }, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="personal-data.json"',
      "Cache-Control": "private, no-store",
    },
  });
}
