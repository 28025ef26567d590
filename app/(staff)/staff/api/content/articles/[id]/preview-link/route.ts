// POST /staff/api/content/articles/{id}/preview-link - a signed link that expires, for a reviewer without an account
import { CONTENT_KINDS } from "@/lib/content/kinds";
import { previewLink } from "@/lib/content/preview";
import { recordAudit } from "@/lib/staff/audit";
import { staffApi } from "@/lib/staff/action";
import { previewLinkSchema } from "@/lib/validations/content";

export const POST = staffApi({ role: "editor", schema: previewLinkSchema, doc: CONTENT_KINDS.article }, async ({ revision }, { actor, doc }) => {
  const link = previewLink({ kind: "article", id: String(doc.id), revision: revision ?? "head" });
  await recordAudit({
    actor,
    action: "content-preview-link",
    target: `article:${doc.id}`,
    detail: { revision: revision ?? "head", expiresAt: link.expiresAt },
    ip: actor.ip,
  });
  return link;
});
