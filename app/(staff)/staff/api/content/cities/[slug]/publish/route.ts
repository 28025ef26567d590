// POST /staff/api/content/cities/{slug}/publish?locale= - through lib/content/publish.ts, as an article's:
// 403 for an editor while publishing needs review, 409 (lock, saved since), 422 (HTML checker, gates), 503
import { CONTENT_KINDS } from "@/lib/content/kinds";
import { publish } from "@/lib/content/publish";
import { staffApi } from "@/lib/staff/action";
import { publishSchema } from "@/lib/validations/content";

export const POST = staffApi({ role: "editor", schema: publishSchema, doc: CONTENT_KINDS.city }, async ({ baseRevision }, { actor, doc, signal }) => ({
  ...(await publish("city", doc, { actor, base: baseRevision, via: "editor", signal })),
  receipts: [],
}));
