// POST /staff/api/content/articles/{id}/submit - the newest revision goes to review: 201 { reviewId, revision }
import * as z from "zod/mini";
import { submitForReview } from "@/lib/content/review";
import { articleId } from "@/lib/content/store";
import { kickOutbox } from "@/lib/leads/notifications";
import { staffApi } from "@/lib/staff/action";

export const POST = staffApi<z.ZodMiniObject, { id: string }>({ role: "editor", schema: z.object({}), status: 201 }, async (_, { staff, ip, params }) => {
  const submitted = await submitForReview({ id: staff.id, email: staff.email, ip }, { kind: "article", id: articleId(params.id) });
  kickOutbox();
  return submitted;
});
