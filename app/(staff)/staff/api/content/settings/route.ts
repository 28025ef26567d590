// GET /staff/api/content/settings - the site's content settings ({ reviewRequired })
// PUT /staff/api/content/settings - administrators: turn review on or off
import * as z from "zod/mini";
import { reviewRequired } from "@/lib/content/publish";
import { setReviewRequired } from "@/lib/content/review";
import { staffApi } from "@/lib/staff/action";
import { contentSettingsSchema } from "@/lib/validations/content";

export const GET = staffApi({ role: "editor", schema: z.object({}) }, async () => ({ reviewRequired: await reviewRequired() }));

export const PUT = staffApi({ role: "admin", schema: contentSettingsSchema }, async (input, { staff, ip }) =>
  setReviewRequired({ id: staff.id, email: staff.email, ip }, input.reviewRequired),
);
