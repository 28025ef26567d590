// GET /staff/api/content/cities/{slug}?locale= - one language's live page, draft and the shared figures
// PATCH /staff/api/content/cities/{slug}?locale= - a new revision of that language from baseRevision
import { getCityPage, saveCity } from "@/lib/content/city-store";
import { CONTENT_KINDS } from "@/lib/content/kinds";
import { staffApi } from "@/lib/staff/action";
import { cityChangeSchema } from "@/lib/validations/content";

export const GET = staffApi({ role: "editor", doc: CONTENT_KINDS.city }, async (_, { doc }) => ({ city: await getCityPage(doc.slug, doc.locale) }));

export const PATCH = staffApi({ role: "editor", schema: cityChangeSchema, doc: CONTENT_KINDS.city }, async (input, { actor, doc }) =>
  saveCity(actor, doc.slug, doc.locale, input),
);
