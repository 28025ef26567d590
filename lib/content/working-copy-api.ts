import "server-only";
import type * as z from "zod/mini";
import { clearWorkingCopy, getWorkingCopy, saveWorkingCopy, type Doc, type WorkingCopyInput } from "@/lib/content/editing";
import { staffApi, type DocFinder } from "@/lib/staff/action";

// A kind's working-copy route (app/(staff)/staff/api/content/<kind>/<ref>/working-copy): GET the
// account's autosaved text (or null), PUT an autosave (one copy per author; 409 if another holds the
// lock), DELETE it; the same three methods for every kind, over its adapter's schema. A file of its
// own: the HTTP wrapper stays out of what the seed (lib/cli/) imports through editing.ts.
export function workingCopyApi<D extends Doc>(kind: DocFinder<D> & { schemas: { workingCopy: z.ZodMiniType<WorkingCopyInput> } }) {
  return {
    GET: staffApi({ role: "editor", doc: kind }, async (_, { actor, doc }) => ({ workingCopy: await getWorkingCopy(actor.id, doc) })),
    PUT: staffApi({ role: "editor", schema: kind.schemas.workingCopy, doc: kind }, async (input, { actor, doc }) => saveWorkingCopy(actor, doc, input)),
    DELETE: staffApi({ role: "editor", doc: kind }, async (_, { actor, doc }) => {
      await clearWorkingCopy(actor.id, doc);
      return { workingCopy: null };
    }),
  };
}
