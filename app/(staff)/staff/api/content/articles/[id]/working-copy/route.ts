// GET /staff/api/content/articles/{id}/working-copy - the account's autosaved text, or null
// PUT /staff/api/content/articles/{id}/working-copy - autosave (one copy per author; 409 if another holds the lock)
// DELETE /staff/api/content/articles/{id}/working-copy - discard it
import { workingCopyApi } from "@/lib/content/working-copy-api";
import { CONTENT_KINDS } from "@/lib/content/kinds";

export const { GET, PUT, DELETE } = workingCopyApi(CONTENT_KINDS.article);
