// POST /staff/api/content/links/check - administrators: check every external link now (409 while a check runs)
import * as z from "zod/mini";
import { checkLinksNow } from "@/lib/content/link-checks";
import { staffApi } from "@/lib/staff/action";

export const POST = staffApi({ role: "admin", schema: z.object({}) }, async (_, { staff, ip, t }) => {
  const result = await checkLinksNow({ id: staff.id, email: staff.email, ip });
  return { ...result, message: t("contentHealth.checkedNow", result) };
});
