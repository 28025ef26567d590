// POST /staff/api/content/cities/{slug}/submit?locale= - that language's newest revision goes to review:
// 201 { reviewId, revision } (a city page's publish needs review as an article's does)
import * as z from "zod/mini";
import { submitForReview } from "@/lib/content/review";
import { pageLocale } from "@/lib/content/document";
import { kickOutbox } from "@/lib/outbox/worker";
import { staffApi } from "@/lib/staff/action";

export const POST = staffApi<z.ZodMiniObject, { slug: string }>({ role: "editor", status: 201 }, async (_, { actor, params, query }) => {
  const submitted = await submitForReview(actor, { kind: "city", slug: params.slug, locale: pageLocale(query) });
  kickOutbox();
  return submitted;
});
