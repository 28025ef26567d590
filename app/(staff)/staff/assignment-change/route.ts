// POST /staff/assignment-change - administrators: the assignment rule, its fallback, the reminder
// thresholds and the sales accounts' territories; answered in the administrator's language, with
// each refused field's message, and recorded in the audit log ("assignment-rule").
import { RoutingError, routingInputFrom, routingSchema, saveRouting } from "@/lib/leads/routing";
import { errorText, issueText, staffTranslator } from "@/lib/staff/messages";
import { requestIp, staffForAction, type ActionOutcome } from "@/lib/staff/session";

export async function POST(request: Request) {
  const admin = await staffForAction(request, { role: "admin" });
  if (admin instanceof Response) return admin;
  const t = staffTranslator(admin.language);
  const input = routingInputFrom(await request.formData().catch(() => new FormData())) as { territories: { staffId: string }[] };
  const answer = (outcome: ActionOutcome, status = 200) => Response.json(outcome, { status });
  const parsed = routingSchema.safeParse(input);
  if (!parsed.success) {
    // Named as the form names its fields: "rule", "remindAfterHours", "languages:<account id>".
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const [first, index, inner] = issue.path;
      const name = first === "territories" ? `${String(inner)}:${input.territories[Number(index)]?.staffId ?? ""}` : String(first);
      fields[name] ??= issueText(t, issue);
    }
    return answer({ error: t("errors.checkForm"), fields }, 400);
  }
  try {
    await saveRouting({ id: admin.id, email: admin.email }, parsed.data, await requestIp());
  } catch (error) {
    if (error instanceof RoutingError) return answer({ error: errorText(t, error.message) }, 400);
    throw error;
  }
  return answer({ saved: t("assignment.saved", { rule: t(`assignment.rules.${parsed.data.rule}`) }) });
}
