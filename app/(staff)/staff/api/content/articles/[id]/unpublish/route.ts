// POST /staff/api/content/articles/{id}/unpublish - off the public site; its revisions stay (409 while someone
// else holds the lock)
import { CONTENT_KINDS } from "@/lib/content/kinds";
import { unpublish } from "@/lib/content/publish";
import { staffApi } from "@/lib/staff/action";

export const POST = staffApi({ role: "editor", doc: CONTENT_KINDS.article }, async (_, { actor, doc }) => unpublish("article", doc.id, { actor }));
