// GET /staff/api/content/articles/{id}/lock - the live lock (null when free) and whether it is the asker's: the editor reads it every few seconds
// POST /staff/api/content/articles/{id}/lock - take or refresh the edit lock ({ takeOver: true } takes it from its holder), or 409 with who holds it
// DELETE /staff/api/content/articles/{id}/lock - leave the document
import * as z from "zod/mini";
import { articleDoc, lockState, releaseLock, takeLock } from "@/lib/content/editing";
import { articleId } from "@/lib/content/document";
import { staffApi } from "@/lib/staff/action";
import { lockSchema } from "@/lib/validations/content";

export const GET = staffApi<z.ZodMiniObject, { id: string }>({ role: "editor" }, async (_, { staff, params }) =>
  lockState(staff.id, await articleDoc(articleId(params.id))),
);

export const POST = staffApi<typeof lockSchema, { id: string }>({ role: "editor", schema: lockSchema }, async ({ takeOver }, { actor, params }) => ({
  lock: await takeLock(actor, await articleDoc(articleId(params.id)), takeOver ?? false),
}));

export const DELETE = staffApi<z.ZodMiniObject, { id: string }>({ role: "editor" }, async (_, { actor, params }) => {
  await releaseLock(actor, await articleDoc(articleId(params.id)));
  return { lock: null };
});
