// POST /staff/api/content/links/check - administrators: check every external link now (409 while a check runs)
import { checkLinksNow } from "@/lib/content/link-checks";
import { staffApi } from "@/lib/staff/action";

export const POST = staffApi({ role: "admin" }, async (_, { actor, t }) => {
  const result = await checkLinksNow(actor);
  return { ...result, message: t("contentHealth.checkedNow", result) };
});
