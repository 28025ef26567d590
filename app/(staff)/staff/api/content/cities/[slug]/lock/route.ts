// GET /staff/api/content/cities/{slug}/lock?locale= - that language's live lock (null when free) and whether it is the asker's
// POST /staff/api/content/cities/{slug}/lock?locale= - take or refresh that language's edit lock ({ takeOver: true } takes it over), or 409 naming the holder
// DELETE /staff/api/content/cities/{slug}/lock?locale= - leave it
import { lockState, releaseLock, takeLock } from "@/lib/content/editing";
import { CONTENT_KINDS } from "@/lib/content/kinds";
import { staffApi } from "@/lib/staff/action";
import { lockSchema } from "@/lib/validations/content";

export const GET = staffApi({ role: "editor", doc: CONTENT_KINDS.city }, async (_, { actor, doc }) => lockState(actor.id, doc));

export const POST = staffApi({ role: "editor", schema: lockSchema, doc: CONTENT_KINDS.city }, async ({ takeOver }, { actor, doc }) => ({
  lock: await takeLock(actor, doc, takeOver ?? false),
}));

export const DELETE = staffApi({ role: "editor", doc: CONTENT_KINDS.city }, async (_, { actor, doc }) => {
  await releaseLock(actor, doc);
  return { lock: null };
});
