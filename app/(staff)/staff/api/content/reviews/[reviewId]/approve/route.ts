// POST /staff/api/content/reviews/{reviewId}/approve - administrators: publish the submitted revision (422 gates, 409 if saved since)
import * as z from "zod/mini";
import { approveReview } from "@/lib/content/review";
import { articleId } from "@/lib/content/store";
import { kickOutbox } from "@/lib/leads/notifications";
import { staffApi } from "@/lib/staff/action";

export const POST = staffApi<z.ZodMiniObject, { reviewId: string }>({ role: "admin", schema: z.object({}) }, async (_, { staff, ip, params }) => {
  const published = await approveReview({ id: staff.id, email: staff.email, ip }, articleId(params.reviewId));
  kickOutbox();
  return { ...published, receipts: [] };
});
