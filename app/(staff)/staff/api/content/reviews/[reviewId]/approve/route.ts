// POST /staff/api/content/reviews/{reviewId}/approve - administrators: publish the submitted revision through
// lib/content/publish.ts (409 if saved since or decided, 422 HTML checker or gates)
import * as z from "zod/mini";
import { approveReview } from "@/lib/content/review";
import { articleId } from "@/lib/content/document";
import { kickOutbox } from "@/lib/outbox/worker";
import { staffApi } from "@/lib/staff/action";

export const POST = staffApi<z.ZodMiniObject, { reviewId: string }>({ role: "admin" }, async (_, { actor, params, signal }) => {
  const published = await approveReview(actor, articleId(params.reviewId), signal);
  kickOutbox();
  return { ...published, receipts: [] };
});
