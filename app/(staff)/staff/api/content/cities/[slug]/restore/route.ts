// POST /staff/api/content/cities/{slug}/restore?locale= - an older revision of one language (all its fields, or those
// named) as its newest (a draft until published; 409 while someone else holds the lock, 404 for a revision it never had)
import { CONTENT_KINDS } from "@/lib/content/kinds";
import { restore } from "@/lib/content/publish";
import { staffApi } from "@/lib/staff/action";
import { restoreSchema } from "@/lib/validations/content";

export const POST = staffApi({ role: "editor", schema: restoreSchema, doc: CONTENT_KINDS.city }, async (choice, { actor, doc }) =>
  restore("city", doc, { actor, ...choice }),
);
