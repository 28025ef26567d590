// POST /staff/api/content/articles/{id}/restore - an older revision's fields (all, or those named) as a new draft
// revision (409 while someone else holds the lock, or naming the address a published article's restore would move to)
import { CONTENT_KINDS } from "@/lib/content/kinds";
import { restore } from "@/lib/content/publish";
import { staffApi } from "@/lib/staff/action";
import { restoreSchema } from "@/lib/validations/content";

export const POST = staffApi({ role: "editor", schema: restoreSchema, doc: CONTENT_KINDS.article }, async (choice, { actor, doc }) =>
  restore("article", doc.id, { actor, ...choice }),
);
