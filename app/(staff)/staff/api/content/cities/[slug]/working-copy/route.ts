// GET /staff/api/content/cities/{slug}/working-copy?locale= - the account's autosaved text of that language, or null
// PUT /staff/api/content/cities/{slug}/working-copy?locale= - autosave (one copy per author; 409 if another holds the lock)
// DELETE /staff/api/content/cities/{slug}/working-copy?locale= - discard it
import { workingCopyApi } from "@/lib/content/working-copy-api";
import { CONTENT_KINDS } from "@/lib/content/kinds";

export const { GET, PUT, DELETE } = workingCopyApi(CONTENT_KINDS.city);
