// POST /staff/api/content/articles/{id}/submit - the newest revision goes to review: 201 { reviewId, revision }
import * as z from "zod/mini";
import { submitForReview } from "@/lib/content/review";
import { articleId } from "@/lib/content/document";
import { kickOutbox } from "@/lib/outbox/worker";
import { staffApi } from "@/lib/staff/action";

export const POST = staffApi<z.ZodMiniObject, { id: string }>({ role: "editor", status: 201 }, async (_, { actor, params }) => {
  const submitted = await submitForReview(actor, { kind: "article", id: articleId(params.id) });
  kickOutbox();
  return submitted;
});
