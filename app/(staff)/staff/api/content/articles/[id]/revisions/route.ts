// GET /staff/api/content/articles/{id}/revisions - newest first
import * as z from "zod/mini";
import { articleId, articleRevisions } from "@/lib/content/store";
import { staffApi } from "@/lib/staff/action";

export const GET = staffApi<z.ZodMiniObject, { id: string }>({ role: "editor", schema: z.object({}) }, async (_, { params }) => ({
  revisions: await articleRevisions(articleId(params.id)),
}));
