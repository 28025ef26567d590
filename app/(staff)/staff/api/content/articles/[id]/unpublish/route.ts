// POST /staff/api/content/articles/{id}/unpublish - off the public site; its revisions stay
import * as z from "zod/mini";
import { articleId, unpublishArticle } from "@/lib/content/store";
import { staffApi } from "@/lib/staff/action";

export const POST = staffApi<z.ZodMiniObject, { id: string }>({ role: "editor", schema: z.object({}) }, async (_, { staff, ip, params }) =>
  unpublishArticle({ id: staff.id, email: staff.email, ip }, articleId(params.id)),
);
