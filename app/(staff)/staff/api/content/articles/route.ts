// GET /staff/api/content/articles - the articles, filtered (status, locale, category, stale=1)
// POST /staff/api/content/articles - a new article (a French one names its English original) -> 201
import { createArticle, listArticles } from "@/lib/content/store";
import { staffApi } from "@/lib/staff/action";
import { categorySlugs } from "@/lib/content/terms";
import { articleFilterSchema, newArticleSchemaFor } from "@/lib/validations/content";

export const GET = staffApi({ role: "editor", schema: articleFilterSchema }, async (filter) => ({ articles: await listArticles(filter) }));

export const POST = staffApi({ role: "editor", schema: async () => newArticleSchemaFor(await categorySlugs()), status: 201 }, async (input, { actor }) =>
  createArticle(actor, input),
);
