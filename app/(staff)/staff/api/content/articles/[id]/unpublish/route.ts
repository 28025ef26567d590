// POST /staff/api/content/articles/{id}/unpublish - off the public site; its revisions stay (409 while someone
// else holds the lock)
import * as z from "zod/mini";
import { unpublish } from "@/lib/content/publish";
import { articleId } from "@/lib/content/store";
import { staffApi } from "@/lib/staff/action";

export const POST = staffApi<z.ZodMiniObject, { id: string }>({ role: "editor", schema: z.object({}) }, async (_, { staff, ip, params }) =>
  unpublish("article", articleId(params.id), { actor: { id: staff.id, email: staff.email, ip } }),
);
