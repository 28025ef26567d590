// GET /staff/api/content/cities/{slug}/lock?locale= - that language's live lock (null when free) and whether it is the asker's
// POST /staff/api/content/cities/{slug}/lock?locale= - take or refresh that language's edit lock ({ takeOver: true } takes it over), or 409 naming the holder
// DELETE /staff/api/content/cities/{slug}/lock?locale= - leave it
import * as z from "zod/mini";
import { cityDoc, lockState, releaseLock, takeLock } from "@/lib/content/editing";
import { pageLocale } from "@/lib/content/document";
import { staffApi } from "@/lib/staff/action";
import { lockSchema } from "@/lib/validations/content";

export const GET = staffApi<z.ZodMiniObject, { slug: string }>({ role: "editor" }, async (_, { staff, params, query }) =>
  lockState(staff.id, await cityDoc(params.slug, pageLocale(query))),
);

export const POST = staffApi<typeof lockSchema, { slug: string }>({ role: "editor", schema: lockSchema }, async ({ takeOver }, { actor, params, query }) => ({
  lock: await takeLock(actor, await cityDoc(params.slug, pageLocale(query)), takeOver ?? false),
}));

export const DELETE = staffApi<z.ZodMiniObject, { slug: string }>({ role: "editor" }, async (_, { actor, params, query }) => {
  await releaseLock(actor, await cityDoc(params.slug, pageLocale(query)));
  return { lock: null };
});
