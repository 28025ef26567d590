// POST /staff/api/content/cities/{slug}/schedule?locale= - one language's publish at a time (with the other language:
// one transaction) -> 201; 400 for an unpublish (a city page stays online), 403 while an editor's publish needs review,
// 409 (lock, one pending already, the account's cap), 422 (HTML checker)
import { CONTENT_KINDS } from "@/lib/content/kinds";
import { scheduleCity } from "@/lib/content/schedules";
import { staffApi } from "@/lib/staff/action";
import { scheduleSchema } from "@/lib/validations/schedule";

export const POST = staffApi({ role: "editor", schema: scheduleSchema, status: 201, doc: CONTENT_KINDS.city }, (input, { actor, doc, signal }) =>
  scheduleCity(actor, doc.slug, doc.locale, input, Date.now(), signal),
);
