// POST /staff/actions/meeting - the rep moves or cancels a booked meeting (the prospect is told), or
// marks one whose time has come held or no-show; recorded in the lead's history.
import { BookingError, changeMeetingByStaff, meetingChangeSchema, staffRefusal } from "@/lib/booking/booking";
import { staffAction } from "@/lib/staff/action";
import { StaffError } from "@/lib/staff/messages";

export const POST = staffAction({ role: "sales", schema: meetingChangeSchema }, async (change, { staff, t }) => {
  try {
    const actor = { id: staff.id, email: staff.email };
    if (change.intent === "reschedule") await changeMeetingByStaff(change.id, { intent: "reschedule", start: change.start }, actor);
    else if (change.intent === "cancel") await changeMeetingByStaff(change.id, { intent: "cancel", reason: change.reason || null }, actor);
    else await changeMeetingByStaff(change.id, { intent: change.intent }, actor);
  } catch (error) {
    if (!(error instanceof BookingError)) throw error;
    const refusal = staffRefusal(error);
    throw new StaffError(refusal.key, {}, refusal.status);
  }
  return { saved: t(change.intent === "held" || change.intent === "no-show" ? "meetings.marked" : "meetings.saved") };
});
