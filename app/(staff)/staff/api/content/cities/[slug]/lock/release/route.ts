// POST /staff/api/content/cities/{slug}/lock/release?locale= - leave that language: what a closing tab's beacon sends (no body; the
// session cookie and the page's Origin, checked as for any change)
import { releaseLock } from "@/lib/content/editing";
import { CONTENT_KINDS } from "@/lib/content/kinds";
import { staffApi } from "@/lib/staff/action";

export const POST = staffApi({ role: "editor", doc: CONTENT_KINDS.city }, async (_, { actor, doc }) => {
  await releaseLock(actor, doc);
  return { lock: null };
});
