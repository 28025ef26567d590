// POST /staff/api/content/reviews/{reviewId}/approve - administrators: publish the submitted revision through
// lib/content/publish.ts (409 if saved since or decided, 422 HTML checker or gates)
import * as z from "zod/mini";
import { approveReview } from "@/lib/content/review";
import { articleId } from "@/lib/content/store";
import { kickOutbox } from "@/lib/leads/notifications";
import { staffApi } from "@/lib/staff/action";

export const POST = staffApi<z.ZodMiniObject, { reviewId: string }>({ role: "admin", schema: z.object({}) }, async (_, { staff, ip, params, signal }) => {
  const published = await approveReview({ id: staff.id, email: staff.email, ip, role: staff.role }, articleId(params.reviewId), signal);
  kickOutbox();
  return { ...published, receipts: [] };
});
