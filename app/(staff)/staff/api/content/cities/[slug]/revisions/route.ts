// GET /staff/api/content/cities/{slug}/revisions?locale=&limit=&before= - newest first, a page at a
// time (50 by default; `next` is the `before` of the page after, null on the last)
import { cityRevisions } from "@/lib/content/city-store";
import { CONTENT_KINDS } from "@/lib/content/kinds";
import { staffApi } from "@/lib/staff/action";
import { pageSchema } from "@/lib/validations/content";

export const GET = staffApi({ role: "editor", schema: pageSchema, doc: CONTENT_KINDS.city }, async (page, { doc }) =>
  cityRevisions(doc.slug, doc.locale, page),
);
