// POST /staff/api/content/articles/bulk - { action, ids }: publish, unpublish, archive, restore from the
// archive (unarchive) or delete up to BULK_MAX articles, each through its own door (lib/content/bulk.ts);
// 200 with each article's outcome, done or refused in words; 400 with the field's message for a bad body
import { runBulk } from "@/lib/content/bulk";
import { staffApi } from "@/lib/staff/action";
import { bulkSchema } from "@/lib/validations/content";

export const POST = staffApi({ role: "editor", schema: bulkSchema }, async ({ action, ids }, { actor, t, staff, signal }) => ({
  action,
  results: await runBulk(action, ids, { actor, t, language: staff.language, signal }),
}));
