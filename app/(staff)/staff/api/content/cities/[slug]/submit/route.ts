// POST /staff/api/content/cities/{slug}/submit?locale= - that language's newest revision goes to review:
// 201 { reviewId, revision } (a city page's publish needs review as an article's does)
import { CONTENT_KINDS } from "@/lib/content/kinds";
import { submitForReview } from "@/lib/content/review";
import { kickOutbox } from "@/lib/outbox/worker";
import { staffApi } from "@/lib/staff/action";

export const POST = staffApi({ role: "editor", status: 201, doc: CONTENT_KINDS.city }, async (_, { actor, doc }) => {
  const submitted = await submitForReview(actor, doc);
  kickOutbox();
  return submitted;
});
