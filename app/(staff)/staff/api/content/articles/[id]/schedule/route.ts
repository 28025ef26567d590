// POST /staff/api/content/articles/{id}/schedule - a publish or unpublish at a time (with its twin: one transaction) -> 201
import { scheduleArticle } from "@/lib/content/schedules";
import { articleId } from "@/lib/content/store";
import { staffApi } from "@/lib/staff/action";
import { scheduleSchema } from "@/lib/validations/schedule";

export const POST = staffApi<typeof scheduleSchema, { id: string }>({ role: "editor", schema: scheduleSchema, status: 201 }, (input, { staff, ip, params }) =>
  scheduleArticle({ id: staff.id, email: staff.email, ip, timeZone: staff.timeZone }, articleId(params.id), input),
);
