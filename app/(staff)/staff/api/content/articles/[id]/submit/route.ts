// POST /staff/api/content/articles/{id}/submit - the newest revision goes to review: 201 { reviewId, revision }
import { CONTENT_KINDS } from "@/lib/content/kinds";
import { submitForReview } from "@/lib/content/review";
import { kickOutbox } from "@/lib/outbox/worker";
import { staffApi } from "@/lib/staff/action";

export const POST = staffApi({ role: "editor", status: 201, doc: CONTENT_KINDS.article }, async (_, { actor, doc }) => {
  const submitted = await submitForReview(actor, doc);
  kickOutbox();
  return submitted;
});
