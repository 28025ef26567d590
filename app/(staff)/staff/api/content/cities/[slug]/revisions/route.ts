// GET /staff/api/content/cities/{slug}/revisions?locale= - newest first
import * as z from "zod/mini";
import { cityRevisions } from "@/lib/content/city-store";
import { pageLocale } from "@/lib/content/store";
import { staffApi } from "@/lib/staff/action";

export const GET = staffApi<z.ZodMiniObject, { slug: string }>({ role: "editor", schema: z.object({}) }, async (_, { params, query }) => ({
  revisions: await cityRevisions(params.slug, pageLocale(query)),
}));
