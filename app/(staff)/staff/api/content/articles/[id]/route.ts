// GET /staff/api/content/articles/{id} - the live fields, the draft, the twin and its staleness, its review
// PATCH /staff/api/content/articles/{id} - a new revision from baseRevision, or 409 with the conflict
import * as z from "zod/mini";
import { reviewTrail } from "@/lib/content/review";
import { getArticle, saveArticle } from "@/lib/content/store";
import { articleId } from "@/lib/content/document";
import { staffApi } from "@/lib/staff/action";
import { categorySlugs } from "@/lib/content/terms";
import { articleChangeSchemaFor } from "@/lib/validations/content";

export const GET = staffApi<z.ZodMiniObject, { id: string }>({ role: "editor" }, async (_, { params }) => {
  const article = await getArticle(articleId(params.id));
  // Its review: in review or not, the last send-back's comment, each step (issue 50, item 4).
  return { article, review: await reviewTrail({ kind: "article", docId: article.id, locale: article.locale }) };
});

export const PATCH = staffApi<ReturnType<typeof articleChangeSchemaFor>, { id: string }>(
  { role: "editor", schema: async () => articleChangeSchemaFor(await categorySlugs()) },
  async (input, { actor, params }) => saveArticle(actor, articleId(params.id), input),
);
