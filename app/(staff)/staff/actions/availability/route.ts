// POST /staff/actions/availability - a sales account's availability for demo meetings (its own; any
// account's for an administrator), audited as "availability"; a new calendar address is read at once
// and a failure answered in the account's language.
import { availabilityInputFrom, availabilitySchema, saveAvailability } from "@/lib/booking/availability";
import { refreshFeed } from "@/lib/booking/feeds";
import { staffAction } from "@/lib/staff/action";
import { StaffError } from "@/lib/staff/messages";

export const POST = staffAction(
  { role: "sales", schema: availabilitySchema, read: availabilityInputFrom, fieldName: ([first]) => String(first) },
  async (input, { staff, t, ip }) => {
    if (input.staffId !== staff.id && staff.role !== "admin") throw new StaffError("notYourAvailability", {}, 403);
    const { feedChanged } = await saveAvailability({ id: staff.id, email: staff.email }, input, ip);
    const failure = feedChanged && input.feedUrl ? await refreshFeed(input.staffId) : null;
    if (failure) return { error: t("availability.savedFeedFailed", { reason: t(`availability.feedErrors.${failure.problem}`) }) };
    return { saved: t("availability.saved") };
  },
);
