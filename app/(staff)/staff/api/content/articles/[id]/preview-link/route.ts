// POST /staff/api/content/articles/{id}/preview-link - a signed link that expires, for a reviewer without an account
import { previewLink } from "@/lib/content/preview";
import { getArticle } from "@/lib/content/store";
import { articleId } from "@/lib/content/document";
import { recordAudit } from "@/lib/staff/audit";
import { staffApi } from "@/lib/staff/action";
import { previewLinkSchema } from "@/lib/validations/content";

export const POST = staffApi<typeof previewLinkSchema, { id: string }>(
  { role: "editor", schema: previewLinkSchema },
  async ({ revision }, { staff, ip, params }) => {
    const article = await getArticle(articleId(params.id));
    const link = previewLink({ kind: "article", id: String(article.id), revision: revision ?? "head" });
    await recordAudit({
      actor: staff,
      action: "content-preview-link",
      target: `article:${article.id}`,
      detail: { revision: revision ?? "head", expiresAt: link.expiresAt },
      ip,
    });
    return link;
  },
);
