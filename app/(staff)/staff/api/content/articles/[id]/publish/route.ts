// POST /staff/api/content/articles/{id}/publish - the gates, then live (422 with each problem, 409 if saved since,
// 403 for an editor while publishing needs review)
import { refuseInvalidHtml } from "@/lib/content/preview";
import { assertMayPublish } from "@/lib/content/review";
import { articleId, publishArticle } from "@/lib/content/store";
import { staffApi } from "@/lib/staff/action";
import { publishSchema } from "@/lib/validations/content";

export const POST = staffApi<typeof publishSchema, { id: string }>({ role: "editor", schema: publishSchema }, async (input, { staff, ip, params }) => {
  await assertMayPublish(staff);
  const id = articleId(params.id);
  await refuseInvalidHtml({ kind: "article", id: String(id) });
  return {
    ...(await publishArticle({ id: staff.id, email: staff.email, ip }, id, input)),
    // Each instance's receipt arrives as it applies the event: GET /staff/api/content/events/{event}.
    receipts: [],
  };
});
