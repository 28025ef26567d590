// GET /staff/api/content/link-targets?q=&locale= - the editor's link picker: the site's pages, published articles and
// city pages of a language whose title or address hold every word of q, each its title and path
import { linkTargets } from "@/lib/content/workspace-search";
import { staffApi } from "@/lib/staff/action";
import { linkTargetsQuerySchema } from "@/lib/validations/content";

export const GET = staffApi({ role: "editor", schema: linkTargetsQuerySchema }, async ({ q, locale }) => ({ targets: await linkTargets(q, locale) }));
