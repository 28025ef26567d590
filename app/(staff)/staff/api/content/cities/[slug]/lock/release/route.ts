// POST /staff/api/content/cities/{slug}/lock/release?locale= - leave that language: what a closing tab's beacon sends (no body; the
// session cookie and the page's Origin, checked as for any change)
import * as z from "zod/mini";
import { cityDoc, releaseLock } from "@/lib/content/editing";
import { pageLocale } from "@/lib/content/document";
import { staffApi } from "@/lib/staff/action";

export const POST = staffApi<z.ZodMiniObject, { slug: string }>({ role: "editor" }, async (_, { actor, params, query }) => {
  await releaseLock(actor, await cityDoc(params.slug, pageLocale(query)));
  return { lock: null };
});
