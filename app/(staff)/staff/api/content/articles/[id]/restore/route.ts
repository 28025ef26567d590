// POST /staff/api/content/articles/{id}/restore - an older revision's fields (all, or those named) as a new draft
// revision (409 while someone else holds the lock, or naming the address a published article's restore would move to)
import { restore } from "@/lib/content/publish";
import { articleId } from "@/lib/content/document";
import { staffApi } from "@/lib/staff/action";
import { restoreSchema } from "@/lib/validations/content";

export const POST = staffApi<typeof restoreSchema, { id: string }>({ role: "editor", schema: restoreSchema }, async (choice, { actor, params }) =>
  restore("article", articleId(params.id), { actor, ...choice }),
);
