// POST /staff/api/content/articles/{id}/schedule - a publish or unpublish at a time (with its twin: one transaction) -> 201;
// 403 planning a publish while an editor's publish needs review, 409 (lock, one pending already, the account's cap)
import { CONTENT_KINDS } from "@/lib/content/kinds";
import { scheduleArticle } from "@/lib/content/schedules";
import { staffApi } from "@/lib/staff/action";
import { scheduleSchema } from "@/lib/validations/schedule";

export const POST = staffApi({ role: "editor", schema: scheduleSchema, status: 201, doc: CONTENT_KINDS.article }, (input, { actor, doc, signal }) =>
  scheduleArticle(actor, doc.id, input, Date.now(), signal),
);
