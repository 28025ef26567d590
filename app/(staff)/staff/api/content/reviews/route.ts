// GET /staff/api/content/reviews - pending reviews first, then the latest decisions (an editor: their own)
import { listReviews } from "@/lib/content/review";
import { staffApi } from "@/lib/staff/action";
import { reviewFilterSchema } from "@/lib/validations/content";

export const GET = staffApi({ role: "editor", schema: reviewFilterSchema }, async ({ status }, { staff }) => ({ reviews: await listReviews(staff, status) }));
