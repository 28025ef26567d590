// GET /staff/api/content/cities/{slug}/diff?locale=&from=&to=
import { diffCity } from "@/lib/content/city-store";
import { CONTENT_KINDS } from "@/lib/content/kinds";
import { staffApi } from "@/lib/staff/action";
import { diffQuerySchema } from "@/lib/validations/content";

export const GET = staffApi({ role: "editor", schema: diffQuerySchema, doc: CONTENT_KINDS.city }, async ({ from, to }, { doc }) => ({
  fields: await diffCity(doc.slug, doc.locale, from, to),
}));
