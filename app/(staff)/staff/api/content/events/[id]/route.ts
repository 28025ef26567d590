// GET /staff/api/content/events/{id} - a publish's receipt: each instance that applied it, and the live instances
import * as z from "zod/mini";
import { articleId, contentEventReceipts } from "@/lib/content/store";
import { staffApi } from "@/lib/staff/action";

export const GET = staffApi<z.ZodMiniObject, { id: string }>({ role: "editor", schema: z.object({}) }, async (_, { params }) =>
  contentEventReceipts(articleId(params.id)),
);
