// POST /staff/api/content/articles/{id}/schedule - a publish or unpublish at a time (with its twin: one transaction) -> 201;
// 403 planning a publish while an editor's publish needs review, 409 (lock, one pending already, the account's cap)
import { scheduleArticle } from "@/lib/content/schedules";
import { articleId } from "@/lib/content/store";
import { staffApi } from "@/lib/staff/action";
import { scheduleSchema } from "@/lib/validations/schedule";

export const POST = staffApi<typeof scheduleSchema, { id: string }>(
  { role: "editor", schema: scheduleSchema, status: 201 },
  (input, { staff, ip, params, signal }) =>
    scheduleArticle({ id: staff.id, email: staff.email, ip, role: staff.role, timeZone: staff.timeZone }, articleId(params.id), input, Date.now(), signal),
);
