// POST /staff/api/content/cities/{slug}/preview-link?locale= - a signed link that expires
import { CONTENT_KINDS } from "@/lib/content/kinds";
import { previewLink } from "@/lib/content/preview";
import { recordAudit } from "@/lib/staff/audit";
import { staffApi } from "@/lib/staff/action";
import { previewLinkSchema } from "@/lib/validations/content";

export const POST = staffApi({ role: "editor", schema: previewLinkSchema, doc: CONTENT_KINDS.city }, async ({ revision }, { actor, doc }) => {
  const link = previewLink({ kind: "city", id: doc.slug, locale: doc.locale, revision: revision ?? "head" });
  await recordAudit({
    actor,
    action: "content-preview-link",
    target: `city:${doc.slug}:${doc.locale}`,
    detail: { revision: revision ?? "head", expiresAt: link.expiresAt },
    ip: actor.ip,
  });
  return link;
});
