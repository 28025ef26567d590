// GET /staff/api/content/schedules - every schedule, soonest first (?status=pending|claimed|done|failed|cancelled)
import { listSchedules } from "@/lib/content/schedules";
import { staffApi } from "@/lib/staff/action";
import { scheduleFilterSchema } from "@/lib/validations/schedule";

export const GET = staffApi({ role: "editor", schema: scheduleFilterSchema }, async (filter) => ({ schedules: await listSchedules(filter) }));
