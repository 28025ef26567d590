// POST /staff/api/content/cities/{slug}/restore?locale= - an older revision of one language (all its fields, or those
// named) as its newest (a draft until published; 409 while someone else holds the lock, 404 for a revision it never had)
import { restore } from "@/lib/content/publish";
import { pageLocale } from "@/lib/content/document";
import { staffApi } from "@/lib/staff/action";
import { restoreSchema } from "@/lib/validations/content";

export const POST = staffApi<typeof restoreSchema, { slug: string }>({ role: "editor", schema: restoreSchema }, async (choice, { actor, params, query }) =>
  restore("city", { slug: params.slug, locale: pageLocale(query) }, { actor, ...choice }),
);
