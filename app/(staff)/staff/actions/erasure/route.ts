// POST /staff/actions/erasure - administrators: erase everything stored about one address. The
// administrator types the address a second time to confirm. Answered in the administrator's language.
import * as z from "zod/mini";
import { erasePersonalData, erasureRemainder } from "@/lib/leads/privacy";
import { staffAction } from "@/lib/staff/action";

const typed = z.catch(z.string().check(z.trim()), "");
const erasureSchema = z
  .object({ email: typed, confirm: typed })
  .check(z.refine(({ email, confirm }) => email !== "" && email.toLowerCase() === confirm.toLowerCase(), "privacy.typeAgain"));

export const POST = staffAction({ role: "admin", schema: erasureSchema }, async ({ email }, { staff, t, ip }) => {
  const erased = await erasePersonalData(email, staff, ip);
  return {
    saved: t("privacy.erased", { demo: erased.demoRequests, contact: erased.contactMessages, meetings: erased.meetings }),
    notes: erasureRemainder(erased, t),
    links: erased.mentions.map((m) => ({
      href: `/staff/leads/${m.kind}/${m.id}`,
      label: t("privacy.mention", { kind: m.kind === "demo" ? t("kinds.demoRequest") : t("kinds.contactMessage"), id: m.id, where: m.where }),
    })),
  };
});
