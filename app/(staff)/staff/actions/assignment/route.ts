// POST /staff/actions/assignment - administrators: the assignment rule, its fallback, the reminder
// thresholds and the sales accounts' territories; answered in the administrator's language, with
// each refused field's message, and recorded in the audit log ("assignment-rule").
import { routingInputFrom, routingSchema, saveRouting } from "@/lib/leads/routing";
import { staffAction } from "@/lib/staff/action";

export const POST = staffAction(
  {
    role: "admin",
    schema: routingSchema,
    read: (form) => routingInputFrom(form) as { territories: { staffId: string }[] },
    // Named as the form names its fields: "rule", "remindAfterHours", "languages:<account id>".
    fieldName: ([first, index, inner], input) =>
      first === "territories" ? `${String(inner)}:${input.territories[Number(index)]?.staffId ?? ""}` : String(first),
  },
  async (routing, { staff, t, ip }) => {
    await saveRouting({ id: staff.id, email: staff.email }, routing, ip);
    return { saved: t("assignment.saved", { rule: t(`assignment.rules.${routing.rule}`) }) };
  },
);
