// PATCH /staff/api/content/terms/{id} - new names (either language or both); the pages that show it are purged
// DELETE /staff/api/content/terms/{id} - refused (409) while an article uses it
import { deleteTerm, renameTerm, termId } from "@/lib/content/terms";
import { staffApi } from "@/lib/staff/action";
import { termRenameSchema } from "@/lib/validations/content";

export const PATCH = staffApi({ role: "editor", schema: termRenameSchema }, async (names, { actor, params }) =>
  renameTerm(actor, termId(params.id ?? ""), names),
);

export const DELETE = staffApi({ role: "editor" }, async (_, { actor, params }) => {
  await deleteTerm(actor, termId(params.id ?? ""));
  return { deleted: true };
});
