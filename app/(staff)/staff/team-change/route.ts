// POST /staff/team-change - administrators: add, rename, change role, lock or unlock, reset, remove;
// answered in the administrator's language.
import { errorText, staffTranslator } from "@/lib/staff/messages";
import { requestIp, staffForAction, type ActionOutcome } from "@/lib/staff/session";
import { addMember, removeMember, renameMember, resetPassword, setLocked, setRole, TeamError } from "@/lib/staff/team";

export async function POST(request: Request) {
  const admin = await staffForAction(request, { role: "admin" });
  if (admin instanceof Response) return admin;
  const t = staffTranslator(admin.language);
  const form = await request.formData().catch(() => new FormData());
  const actor = { id: admin.id, email: admin.email };
  const ip = await requestIp();
  const id = String(form.get("id") ?? "");
  const role = form.get("role") === "admin" ? "admin" : "sales";
  const answer = (outcome: ActionOutcome, status = 200) => Response.json(outcome, { status });
  try {
    switch (form.get("intent")) {
      case "add": {
        const email = String(form.get("email") ?? "");
        const password = await addMember(actor, { email, name: String(form.get("name") ?? ""), role }, ip);
        return answer({ saved: t("team.added", { email: email.trim().toLowerCase(), role: t(`roles.${role}`) }), password });
      }
      case "rename":
        await renameMember(actor, id, String(form.get("name") ?? ""), ip);
        return answer({ saved: t("team.renamed") });
      case "role":
        await setRole(actor, id, role, ip);
        return answer({ saved: t("team.roleSet", { role: t(`roles.${role}`) }) });
      case "lock":
        await setLocked(actor, id, form.get("locked") === "yes", ip);
        return answer({ saved: form.get("locked") === "yes" ? t("team.lockedDone") : t("team.unlockedDone") });
      case "reset":
        return answer({ saved: t("team.reset"), password: await resetPassword(actor, id, ip) });
      case "remove":
        await removeMember(actor, id, ip);
        return answer({ saved: t("team.removed") });
      default:
        return answer({ error: t("team.unknownChange") }, 400);
    }
  } catch (error) {
    if (error instanceof TeamError) return answer({ error: error.key ? errorText(t, error.key, error.values) : error.message }, 400);
    throw error;
  }
}
