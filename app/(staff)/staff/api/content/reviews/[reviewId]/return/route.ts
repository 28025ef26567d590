// POST /staff/api/content/reviews/{reviewId}/return - administrators: back to the author with { comment }
import { addressId } from "@/lib/content/document";
import { returnReview } from "@/lib/content/review";
import { kickOutbox } from "@/lib/outbox/worker";
import { staffApi } from "@/lib/staff/action";
import { returnReviewSchema } from "@/lib/validations/content";

export const POST = staffApi({ role: "admin", schema: returnReviewSchema }, async ({ comment }, { actor, params }) => {
  const returned = await returnReview(actor, addressId(params.reviewId ?? ""), comment);
  kickOutbox();
  return returned;
});
