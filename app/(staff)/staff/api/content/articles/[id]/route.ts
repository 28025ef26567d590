// GET /staff/api/content/articles/{id} - the live fields, the draft, the twin and its staleness, its review
// PATCH /staff/api/content/articles/{id} - a new revision from baseRevision, or 409 with the conflict
import { CONTENT_KINDS } from "@/lib/content/kinds";
import { reviewTrail } from "@/lib/content/review";
import { getArticle, saveArticle } from "@/lib/content/store";
import { categorySlugs } from "@/lib/content/terms";
import { staffApi } from "@/lib/staff/action";
import { articleChangeSchemaFor } from "@/lib/validations/content";

export const GET = staffApi({ role: "editor", doc: CONTENT_KINDS.article }, async (_, { doc }) => ({
  article: await getArticle(doc.id),
  // Its review: in review or not, the last send-back's comment, each step (issue 50, item 4).
  review: await reviewTrail({ kind: "article", docId: doc.id, locale: doc.locale }),
}));

export const PATCH = staffApi(
  { role: "editor", schema: async () => articleChangeSchemaFor(await categorySlugs()), doc: CONTENT_KINDS.article },
  async (input, { actor, doc }) => saveArticle(actor, doc.id, input),
);
