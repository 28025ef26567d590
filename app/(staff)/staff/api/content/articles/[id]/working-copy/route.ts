// GET /staff/api/content/articles/{id}/working-copy - the account's autosaved text, or null
// PUT /staff/api/content/articles/{id}/working-copy - autosave (one copy per author; 409 if another holds the lock)
// DELETE /staff/api/content/articles/{id}/working-copy - discard it
import * as z from "zod/mini";
import { articleDoc, clearWorkingCopy, getWorkingCopy, saveWorkingCopy } from "@/lib/content/editing";
import { articleId } from "@/lib/content/document";
import { staffApi } from "@/lib/staff/action";
import { workingCopySchema } from "@/lib/validations/content";

export const GET = staffApi<z.ZodMiniObject, { id: string }>({ role: "editor" }, async (_, { staff, params }) => ({
  workingCopy: await getWorkingCopy(staff.id, await articleDoc(articleId(params.id))),
}));

export const PUT = staffApi<typeof workingCopySchema, { id: string }>({ role: "editor", schema: workingCopySchema }, async (input, { actor, params }) =>
  saveWorkingCopy(actor, await articleDoc(articleId(params.id)), input),
);

export const DELETE = staffApi<z.ZodMiniObject, { id: string }>({ role: "editor" }, async (_, { staff, params }) => {
  await clearWorkingCopy(staff.id, await articleDoc(articleId(params.id)));
  return { workingCopy: null };
});
