// GET /staff/api/content/articles/{id}/diff?from=&to= - the fields that differ, prose word by word
import { CONTENT_KINDS } from "@/lib/content/kinds";
import { diffArticle } from "@/lib/content/store";
import { staffApi } from "@/lib/staff/action";
import { diffQuerySchema } from "@/lib/validations/content";

export const GET = staffApi({ role: "editor", schema: diffQuerySchema, doc: CONTENT_KINDS.article }, async ({ from, to }, { doc }) => ({
  fields: await diffArticle(doc.id, from, to),
}));
