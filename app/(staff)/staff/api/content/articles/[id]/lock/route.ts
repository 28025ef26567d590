// GET /staff/api/content/articles/{id}/lock - the live lock (null when free) and whether it is the asker's: the editor reads it every few seconds
// POST /staff/api/content/articles/{id}/lock - take or refresh the edit lock ({ takeOver: true } takes it from its holder), or 409 with who holds it
// DELETE /staff/api/content/articles/{id}/lock - leave the document
import { lockState, releaseLock, takeLock } from "@/lib/content/editing";
import { CONTENT_KINDS } from "@/lib/content/kinds";
import { staffApi } from "@/lib/staff/action";
import { lockSchema } from "@/lib/validations/content";

export const GET = staffApi({ role: "editor", doc: CONTENT_KINDS.article }, async (_, { actor, doc }) => lockState(actor.id, doc));

export const POST = staffApi({ role: "editor", schema: lockSchema, doc: CONTENT_KINDS.article }, async ({ takeOver }, { actor, doc }) => ({
  lock: await takeLock(actor, doc, takeOver ?? false),
}));

export const DELETE = staffApi({ role: "editor", doc: CONTENT_KINDS.article }, async (_, { actor, doc }) => {
  await releaseLock(actor, doc);
  return { lock: null };
});
