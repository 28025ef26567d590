// POST /staff/api/content/articles/{id}/publish - through lib/content/publish.ts: 403 for an editor while
// publishing needs review, 409 if someone else holds the lock or saved since, 422 with each problem
// (HTML checker, gates), 503 while the checker's queue is full
import { CONTENT_KINDS } from "@/lib/content/kinds";
import { publish } from "@/lib/content/publish";
import { staffApi } from "@/lib/staff/action";
import { publishSchema } from "@/lib/validations/content";

export const POST = staffApi(
  { role: "editor", schema: publishSchema, doc: CONTENT_KINDS.article },
  async ({ baseRevision, twinRevision }, { actor, doc, signal }) => ({
    ...(await publish("article", doc.id, { actor, base: baseRevision, twinRevision, via: "editor", signal })),
    // Each instance's receipt arrives as it applies the event: GET /staff/api/content/events/{event}.
    receipts: [],
  }),
);
