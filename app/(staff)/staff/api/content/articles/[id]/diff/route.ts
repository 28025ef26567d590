// GET /staff/api/content/articles/{id}/diff?from=&to= - the fields that differ, prose word by word
import { diffArticle } from "@/lib/content/store";
import { articleId } from "@/lib/content/document";
import { staffApi } from "@/lib/staff/action";
import { diffQuerySchema } from "@/lib/validations/content";

export const GET = staffApi<typeof diffQuerySchema, { id: string }>({ role: "editor", schema: diffQuerySchema }, async ({ from, to }, { params }) => ({
  fields: await diffArticle(articleId(params.id), from, to),
}));
