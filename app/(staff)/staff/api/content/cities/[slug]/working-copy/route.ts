// GET /staff/api/content/cities/{slug}/working-copy?locale= - the account's autosaved text of that language, or null
// PUT /staff/api/content/cities/{slug}/working-copy?locale= - autosave (one copy per author; 409 if another holds the lock)
// DELETE /staff/api/content/cities/{slug}/working-copy?locale= - discard it
import { clearWorkingCopy, getWorkingCopy, saveWorkingCopy } from "@/lib/content/editing";
import { CONTENT_KINDS } from "@/lib/content/kinds";
import { staffApi } from "@/lib/staff/action";
import { cityWorkingCopySchema } from "@/lib/validations/content";

export const GET = staffApi({ role: "editor", doc: CONTENT_KINDS.city }, async (_, { actor, doc }) => ({
  workingCopy: await getWorkingCopy(actor.id, doc),
}));

export const PUT = staffApi({ role: "editor", schema: cityWorkingCopySchema, doc: CONTENT_KINDS.city }, async (input, { actor, doc }) =>
  saveWorkingCopy(actor, doc, input),
);

export const DELETE = staffApi({ role: "editor", doc: CONTENT_KINDS.city }, async (_, { actor, doc }) => {
  await clearWorkingCopy(actor.id, doc);
  return { workingCopy: null };
});
