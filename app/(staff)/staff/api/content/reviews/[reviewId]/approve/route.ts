// POST /staff/api/content/reviews/{reviewId}/approve - administrators: publish the submitted revision through
// lib/content/publish.ts (409 if saved since or decided, 422 HTML checker or gates)
import { addressId } from "@/lib/content/document";
import { approveReview } from "@/lib/content/review";
import { kickOutbox } from "@/lib/outbox/worker";
import { staffApi } from "@/lib/staff/action";

export const POST = staffApi({ role: "admin" }, async (_, { actor, params, signal }) => {
  const published = await approveReview(actor, addressId(params.reviewId ?? ""), signal);
  kickOutbox();
  return { ...published, receipts: [] };
});
