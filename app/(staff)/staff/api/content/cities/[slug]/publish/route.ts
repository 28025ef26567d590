// POST /staff/api/content/cities/{slug}/publish?locale= - the gates, then live (422 with each problem, 409 if saved since)
import { publishCity } from "@/lib/content/city-store";
import { refuseInvalidHtml } from "@/lib/content/preview";
import { pageLocale } from "@/lib/content/store";
import { staffApi } from "@/lib/staff/action";
import { publishSchema } from "@/lib/validations/content";

export const POST = staffApi<typeof publishSchema, { slug: string }>({ role: "editor", schema: publishSchema }, async (input, { staff, ip, params, query }) => {
  const locale = pageLocale(query);
  await refuseInvalidHtml({ kind: "city", id: params.slug, locale });
  return { ...(await publishCity({ id: staff.id, email: staff.email, ip }, params.slug, locale, input)), receipts: [] };
});
