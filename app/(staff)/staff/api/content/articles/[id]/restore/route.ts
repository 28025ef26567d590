// POST /staff/api/content/articles/{id}/restore - an older revision's fields as a new draft revision
import { articleId, restoreArticle } from "@/lib/content/store";
import { staffApi } from "@/lib/staff/action";
import { restoreSchema } from "@/lib/validations/content";

export const POST = staffApi<typeof restoreSchema, { id: string }>({ role: "editor", schema: restoreSchema }, async ({ revision }, { staff, ip, params }) =>
  restoreArticle({ id: staff.id, email: staff.email, ip }, articleId(params.id), revision),
);
