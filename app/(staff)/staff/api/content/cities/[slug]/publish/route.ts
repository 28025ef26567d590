// POST /staff/api/content/cities/{slug}/publish?locale= - through lib/content/publish.ts, as an article's:
// 403 for an editor while publishing needs review, 409 (lock, saved since), 422 (HTML checker, gates), 503
import { publish } from "@/lib/content/publish";
import { pageLocale } from "@/lib/content/store";
import { staffApi } from "@/lib/staff/action";
import { publishSchema } from "@/lib/validations/content";

export const POST = staffApi<typeof publishSchema, { slug: string }>(
  { role: "editor", schema: publishSchema },
  async ({ baseRevision }, { staff, ip, params, query, signal }) => ({
    ...(await publish(
      "city",
      { slug: params.slug, locale: pageLocale(query) },
      { actor: { id: staff.id, email: staff.email, ip, role: staff.role }, base: baseRevision, via: "editor", signal },
    )),
    receipts: [],
  }),
);
