// POST /staff/api/content/terms/{id}/merge - the tag folded into another ({ into }): its articles carry the other
import { mergeTerm, termId } from "@/lib/content/terms";
import { staffApi } from "@/lib/staff/action";
import { termMergeSchema } from "@/lib/validations/content";

export const POST = staffApi({ role: "editor", schema: termMergeSchema }, async ({ into }, { actor, params }) =>
  mergeTerm(actor, termId(params.id ?? ""), into),
);
