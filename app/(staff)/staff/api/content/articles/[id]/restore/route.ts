// POST /staff/api/content/articles/{id}/restore - an older revision's fields as a new draft revision (409 while
// someone else holds the lock)
import { restore } from "@/lib/content/publish";
import { articleId } from "@/lib/content/store";
import { staffApi } from "@/lib/staff/action";
import { restoreSchema } from "@/lib/validations/content";

export const POST = staffApi<typeof restoreSchema, { id: string }>({ role: "editor", schema: restoreSchema }, async ({ revision }, { staff, ip, params }) =>
  restore("article", articleId(params.id), { actor: { id: staff.id, email: staff.email, ip }, revision }),
);
