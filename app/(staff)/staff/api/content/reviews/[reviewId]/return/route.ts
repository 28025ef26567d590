// POST /staff/api/content/reviews/{reviewId}/return - administrators: back to the author with { comment }
import { returnReview } from "@/lib/content/review";
import { articleId } from "@/lib/content/document";
import { kickOutbox } from "@/lib/outbox/worker";
import { staffApi } from "@/lib/staff/action";
import { returnReviewSchema } from "@/lib/validations/content";

export const POST = staffApi<typeof returnReviewSchema, { reviewId: string }>(
  { role: "admin", schema: returnReviewSchema },
  async ({ comment }, { actor, params }) => {
    const returned = await returnReview(actor, articleId(params.reviewId), comment);
    kickOutbox();
    return returned;
  },
);
