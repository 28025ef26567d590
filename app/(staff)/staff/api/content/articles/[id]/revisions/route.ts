// GET /staff/api/content/articles/{id}/revisions?limit=&before= - newest first, a page at a time
// (50 by default; `next` is the `before` of the page after, null on the last)
import { CONTENT_KINDS } from "@/lib/content/kinds";
import { articleRevisions } from "@/lib/content/store";
import { staffApi } from "@/lib/staff/action";
import { pageSchema } from "@/lib/validations/content";

export const GET = staffApi({ role: "editor", schema: pageSchema, doc: CONTENT_KINDS.article }, async (page, { doc }) => articleRevisions(doc.id, page));
