// POST /staff/lead-change - one change (status, owner, note or spam) to one lead, from the lead
// page, answered in the staff member's language.
import { changeLead, LEAD_KINDS, leadChangeSchema, LeadChangeError, type LeadKind } from "@/lib/leads/workspace";
import { errorText, issueText, staffTranslator } from "@/lib/staff/messages";
import { requestIp, staffForAction, type ActionOutcome } from "@/lib/staff/session";

export async function POST(request: Request) {
  const staff = await staffForAction(request);
  if (staff instanceof Response) return staff;
  const t = staffTranslator(staff.language);
  const form = await request.formData().catch(() => null);
  const kind = String(form?.get("kind"));
  const id = Number(form?.get("id"));
  const answer = (outcome: ActionOutcome, status = 200) => Response.json(outcome, { status });
  if (!form || !LEAD_KINDS.includes(kind as LeadKind) || !Number.isInteger(id) || id < 1) return answer({ error: t("errors.noSuchLead") }, 404);
  const parsed = leadChangeSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return answer({ error: parsed.error.issues[0] ? issueText(t, parsed.error.issues[0]) : t("errors.checkForm") }, 400);
  try {
    if (!(await changeLead(kind as LeadKind, id, parsed.data, staff, await requestIp()))) return answer({ error: t("errors.leadGone") }, 404);
  } catch (error) {
    if (error instanceof LeadChangeError) return answer({ error: errorText(t, error.message) }, 400);
    throw error;
  }
  return answer({ saved: t(`actions.saved.${parsed.data.intent}`) });
}
