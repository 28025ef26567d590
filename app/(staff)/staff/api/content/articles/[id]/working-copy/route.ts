// GET /staff/api/content/articles/{id}/working-copy - the account's autosaved text, or null
// PUT /staff/api/content/articles/{id}/working-copy - autosave (one copy per author; 409 if another holds the lock)
// DELETE /staff/api/content/articles/{id}/working-copy - discard it
import { clearWorkingCopy, getWorkingCopy, saveWorkingCopy } from "@/lib/content/editing";
import { CONTENT_KINDS } from "@/lib/content/kinds";
import { staffApi } from "@/lib/staff/action";
import { workingCopySchema } from "@/lib/validations/content";

export const GET = staffApi({ role: "editor", doc: CONTENT_KINDS.article }, async (_, { actor, doc }) => ({
  workingCopy: await getWorkingCopy(actor.id, doc),
}));

export const PUT = staffApi({ role: "editor", schema: workingCopySchema, doc: CONTENT_KINDS.article }, async (input, { actor, doc }) =>
  saveWorkingCopy(actor, doc, input),
);

export const DELETE = staffApi({ role: "editor", doc: CONTENT_KINDS.article }, async (_, { actor, doc }) => {
  await clearWorkingCopy(actor.id, doc);
  return { workingCopy: null };
});
