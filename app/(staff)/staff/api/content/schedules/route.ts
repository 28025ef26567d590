// GET /staff/api/content/schedules?status=&limit=&after= - schedules, soonest first (status:
// pending|claimed|done|failed|cancelled), a page at a time: 100 by default, `next` the `after` of the
// page after (null on the last)
import { listSchedules } from "@/lib/content/schedules";
import { staffApi } from "@/lib/staff/action";
import { SCHEDULES_PAGE, scheduleFilterSchema } from "@/lib/validations/schedule";

export const GET = staffApi({ role: "editor", schema: scheduleFilterSchema }, async ({ limit = SCHEDULES_PAGE, ...filter }) => {
  const rows = await listSchedules({ ...filter, limit: limit + 1 });
  return { schedules: rows.slice(0, limit), next: rows.length > limit ? rows[limit - 1]!.id : null };
});
