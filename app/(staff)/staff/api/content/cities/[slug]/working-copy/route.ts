// GET /staff/api/content/cities/{slug}/working-copy?locale= - the account's autosaved text of that language, or null
// PUT /staff/api/content/cities/{slug}/working-copy?locale= - autosave (one copy per author; 409 if another holds the lock)
// DELETE /staff/api/content/cities/{slug}/working-copy?locale= - discard it
import * as z from "zod/mini";
import { cityDoc, clearWorkingCopy, getWorkingCopy, saveWorkingCopy } from "@/lib/content/editing";
import { pageLocale } from "@/lib/content/document";
import { staffApi } from "@/lib/staff/action";
import { cityWorkingCopySchema } from "@/lib/validations/content";

export const GET = staffApi<z.ZodMiniObject, { slug: string }>({ role: "editor" }, async (_, { staff, params, query }) => ({
  workingCopy: await getWorkingCopy(staff.id, await cityDoc(params.slug, pageLocale(query))),
}));

export const PUT = staffApi<typeof cityWorkingCopySchema, { slug: string }>(
  { role: "editor", schema: cityWorkingCopySchema },
  async (input, { actor, params, query }) => saveWorkingCopy(actor, await cityDoc(params.slug, pageLocale(query)), input),
);

export const DELETE = staffApi<z.ZodMiniObject, { slug: string }>({ role: "editor" }, async (_, { staff, params, query }) => {
  await clearWorkingCopy(staff.id, await cityDoc(params.slug, pageLocale(query)));
  return { workingCopy: null };
});
