// GET /staff/api/content/cities/{slug}/diff?locale=&from=&to=
import { diffCity } from "@/lib/content/city-store";
import { pageLocale } from "@/lib/content/document";
import { staffApi } from "@/lib/staff/action";
import { diffQuerySchema } from "@/lib/validations/content";

export const GET = staffApi<typeof diffQuerySchema, { slug: string }>({ role: "editor", schema: diffQuerySchema }, async ({ from, to }, { params, query }) => ({
  fields: await diffCity(params.slug, pageLocale(query), from, to),
}));
