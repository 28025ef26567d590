// POST /staff/actions/lead - one change (status, owner, note or spam) to one lead, from the lead
// page, answered in the staff member's language.
import { changeLead, LEAD_KINDS, leadChangeSchema, type LeadKind } from "@/lib/leads/workspace";
import { staffAction } from "@/lib/staff/action";
import { StaffError } from "@/lib/staff/messages";

// The lead the form names. A form naming none is answered as a lead that does not exist, before
// its change is read.
function leadOf(form: FormData): { kind: LeadKind; id: number } {
  const kind = String(form.get("kind"));
  const id = Number(form.get("id"));
  if (!LEAD_KINDS.includes(kind as LeadKind) || !Number.isInteger(id) || id < 1) throw new StaffError("noSuchLead", {}, 404);
  return { kind: kind as LeadKind, id };
}

export const POST = staffAction(
  {
    role: "sales",
    schema: leadChangeSchema,
    read: (form) => {
      leadOf(form);
      return Object.fromEntries(form);
    },
  },
  async (change, { staff, t, form, ip }) => {
    const { kind, id } = leadOf(form);
    if (!(await changeLead(kind, id, change, staff, ip))) throw new StaffError("leadGone", {}, 404);
    return { saved: t(`actions.saved.${change.intent}`) };
  },
);
