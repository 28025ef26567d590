// GET /staff/api/content/articles/{id}/revisions?limit=&before= - newest first, a page at a time
// (50 by default; `next` is the `before` of the page after, null on the last)
import { articleId, articleRevisions } from "@/lib/content/store";
import { staffApi } from "@/lib/staff/action";
import { pageSchema } from "@/lib/validations/content";

export const GET = staffApi<typeof pageSchema, { id: string }>({ role: "editor", schema: pageSchema }, async (page, { params }) =>
  articleRevisions(articleId(params.id), page),
);
