// POST /staff/api/content/articles/{id}/publish - through lib/content/publish.ts: 403 for an editor while
// publishing needs review, 409 if someone else holds the lock or saved since, 422 with each problem
// (HTML checker, gates), 503 while the checker's queue is full
import { publish } from "@/lib/content/publish";
import { articleId } from "@/lib/content/store";
import { staffApi } from "@/lib/staff/action";
import { publishSchema } from "@/lib/validations/content";

export const POST = staffApi<typeof publishSchema, { id: string }>(
  { role: "editor", schema: publishSchema },
  async ({ baseRevision, twinRevision }, { staff, ip, params, signal }) => ({
    ...(await publish("article", articleId(params.id), {
      actor: { id: staff.id, email: staff.email, ip, role: staff.role },
      base: baseRevision,
      twinRevision,
      via: "editor",
      signal,
    })),
    // Each instance's receipt arrives as it applies the event: GET /staff/api/content/events/{event}.
    receipts: [],
  }),
);
