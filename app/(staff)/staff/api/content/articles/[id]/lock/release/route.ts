// POST /staff/api/content/articles/{id}/lock/release - leave the document: what a closing tab's beacon sends (navigator.sendBeacon
// posts, with no body; the session cookie and the page's Origin, checked as for any change)
import * as z from "zod/mini";
import { articleDoc, releaseLock } from "@/lib/content/editing";
import { articleId } from "@/lib/content/document";
import { staffApi } from "@/lib/staff/action";

export const POST = staffApi<z.ZodMiniObject, { id: string }>({ role: "editor" }, async (_, { actor, params }) => {
  await releaseLock(actor, await articleDoc(articleId(params.id)));
  return { lock: null };
});
