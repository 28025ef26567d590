// GET /staff/api/content/articles/{id} - the live fields, the draft, the twin and its staleness
// PATCH /staff/api/content/articles/{id} - a new revision from baseRevision, or 409 with the conflict
import * as z from "zod/mini";
import { getArticle, saveArticle } from "@/lib/content/store";
import { articleId } from "@/lib/content/document";
import { staffApi } from "@/lib/staff/action";
import { categorySlugs } from "@/lib/content/terms";
import { articleChangeSchemaFor } from "@/lib/validations/content";

export const GET = staffApi<z.ZodMiniObject, { id: string }>({ role: "editor" }, async (_, { params }) => ({
  article: await getArticle(articleId(params.id)),
}));

export const PATCH = staffApi<ReturnType<typeof articleChangeSchemaFor>, { id: string }>(
  { role: "editor", schema: async () => articleChangeSchemaFor(await categorySlugs()) },
  async (input, { actor, params }) => saveArticle(actor, articleId(params.id), input),
);
