// POST /staff/actions/team - administrators: add, rename, change role, lock or unlock, reset,
// remove; answered in the administrator's language.
import * as z from "zod/mini";
import { staffAction } from "@/lib/staff/action";
import { STAFF_ROLES } from "@/lib/staff/session";
import { addMember, removeMember, renameMember, resetPassword, setLocked, setRole } from "@/lib/staff/team";

// Each change's own checks are lib/staff/team.ts's (TeamError); the form's fields arrive as typed,
// a missing one as empty, and a role not of the list is "sales".
const text = z.catch(z.string(), "");
const teamChangeSchema = z.object({
  intent: z.enum(["add", "rename", "role", "lock", "reset", "remove"], { error: "team.unknownChange" }),
  id: text,
  email: text,
  name: text,
  role: z.catch(z.enum(STAFF_ROLES), "sales"),
  locked: text,
});

export const POST = staffAction({ role: "admin", schema: teamChangeSchema }, async (change, { staff, t, ip }) => {
  const actor = { id: staff.id, email: staff.email };
  switch (change.intent) {
    case "add": {
      const password = await addMember(actor, { email: change.email, name: change.name, role: change.role }, ip);
      return { saved: t("team.added", { email: change.email.trim().toLowerCase(), role: t(`roles.${change.role}`) }), password };
    }
    case "rename":
      await renameMember(actor, change.id, change.name, ip);
      return { saved: t("team.renamed") };
    case "role":
      await setRole(actor, change.id, change.role, ip);
      return { saved: t("team.roleSet", { role: t(`roles.${change.role}`) }) };
    case "lock":
      await setLocked(actor, change.id, change.locked === "yes", ip);
      return { saved: change.locked === "yes" ? t("team.lockedDone") : t("team.unlockedDone") };
    case "reset":
      return { saved: t("team.reset"), password: await resetPassword(actor, change.id, ip) };
    case "remove":
      await removeMember(actor, change.id, ip);
      return { saved: t("team.removed") };
  }
});
