// POST /staff/api/content/cities/{slug}/preview-link?locale= - a signed link that expires
import { getCityPage } from "@/lib/content/city-store";
import { previewLink } from "@/lib/content/preview";
import { pageLocale } from "@/lib/content/document";
import { recordAudit } from "@/lib/staff/audit";
import { staffApi } from "@/lib/staff/action";
import { previewLinkSchema } from "@/lib/validations/content";

export const POST = staffApi<typeof previewLinkSchema, { slug: string }>(
  { role: "editor", schema: previewLinkSchema },
  async ({ revision }, { staff, ip, params, query }) => {
    const locale = pageLocale(query);
    const city = await getCityPage(params.slug, locale);
    const link = previewLink({ kind: "city", id: city.slug, locale, revision: revision ?? "head" });
    await recordAudit({
      actor: staff,
      action: "content-preview-link",
      target: `city:${city.slug}:${locale}`,
      detail: { revision: revision ?? "head", expiresAt: link.expiresAt },
      ip,
    });
    return link;
  },
);
