// GET /staff/api/content/cities/{slug}/revisions?locale=&limit=&before= - newest first, a page at a
// time (50 by default; `next` is the `before` of the page after, null on the last)
import { cityRevisions } from "@/lib/content/city-store";
import { pageLocale } from "@/lib/content/store";
import { staffApi } from "@/lib/staff/action";
import { pageSchema } from "@/lib/validations/content";

export const GET = staffApi<typeof pageSchema, { slug: string }>({ role: "editor", schema: pageSchema }, async (page, { params, query }) =>
  cityRevisions(params.slug, pageLocale(query), page),
);
