// DELETE /staff/api/content/schedules/{id} - cancels a pending schedule and the rest of its pair (409 once it has gone out)
import { cancelSchedule } from "@/lib/content/schedules";
import { staffApi } from "@/lib/staff/action";

export const DELETE = staffApi({ role: "editor" }, (_, { actor, params }) => cancelSchedule(actor, params.id ?? ""));
