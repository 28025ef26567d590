// POST /staff/api/content/articles/{id}/lock/release - leave the document: what a closing tab's beacon sends (navigator.sendBeacon
// posts, with no body; the session cookie and the page's Origin, checked as for any change)
import { releaseLock } from "@/lib/content/editing";
import { CONTENT_KINDS } from "@/lib/content/kinds";
import { staffApi } from "@/lib/staff/action";

export const POST = staffApi({ role: "editor", doc: CONTENT_KINDS.article }, async (_, { actor, doc }) => {
  await releaseLock(actor, doc);
  return { lock: null };
});
