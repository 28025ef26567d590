// GET /staff/api/content/events/{id} - a publish's receipt: each instance that applied it, and the live instances
import * as z from "zod/mini";
import { contentEventReceipt } from "@/lib/content/events";
import { articleId, ContentError } from "@/lib/content/document";
import { staffApi } from "@/lib/staff/action";

export const GET = staffApi<z.ZodMiniObject, { id: string }>({ role: "editor" }, async (_, { params }) => {
  const receipt = await contentEventReceipt(articleId(params.id));
  if (!receipt) throw new ContentError("contentNotFound", 404);
  return receipt;
});
