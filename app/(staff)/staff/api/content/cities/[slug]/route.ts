// GET /staff/api/content/cities/{slug}?locale= - one language's live page, draft and the shared figures
// PATCH /staff/api/content/cities/{slug}?locale= - a new revision of that language from baseRevision
import * as z from "zod/mini";
import { getCityPage, saveCity } from "@/lib/content/city-store";
import { pageLocale } from "@/lib/content/document";
import { staffApi } from "@/lib/staff/action";
import { cityChangeSchema } from "@/lib/validations/content";

export const GET = staffApi<z.ZodMiniObject, { slug: string }>({ role: "editor" }, async (_, { params, query }) => ({
  city: await getCityPage(params.slug, pageLocale(query)),
}));

export const PATCH = staffApi<typeof cityChangeSchema, { slug: string }>(
  { role: "editor", schema: cityChangeSchema },
  async (input, { actor, params, query }) => saveCity(actor, params.slug, pageLocale(query), input),
);
